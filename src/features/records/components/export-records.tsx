import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { downloadFile } from '@/generic/download-file'
import { recordsFileName, recordsFileOf, type PortableKind } from '@/generic/records-file'
import { countOf } from '@/generic/text'
import { LiveRegion } from '@/components/ui/live-region'

export function ExportRecords({ account, kinds, total }: { account: string; kinds: readonly PortableKind[]; total: number }) {
  const [exported, setExported] = useState<{ fileName: string; count: number } | null>(null)
  return (
    <section aria-labelledby="export-records" className="flex flex-col gap-3">
      <h2 id="export-records" className="text-xl font-bold">
        Export to a file
      </h2>
      <p>The file holds personal data: keep it safe, and delete it once imported.</p>
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            const now = new Date()
            const file = recordsFileOf(account, kinds, now)
            const fileName = recordsFileName(now)
            downloadFile(fileName, JSON.stringify(file), 'application/json')
            setExported({ fileName, count: file.kinds.reduce((sum, kind) => sum + kind.records.length, 0) })
          }}
        >
          Export {countOf(total, 'records')}
        </Button>
      </div>
      <LiveRegion>
        {exported && (
          <p>
            Exported {countOf(exported.count, 'records')} to {exported.fileName}, in your downloads.
          </p>
        )}
      </LiveRegion>
    </section>
  )
}
