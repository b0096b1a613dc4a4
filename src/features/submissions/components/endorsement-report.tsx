import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { downloadFile } from '@/generic/download-file'
import type { EndorsementBatch } from '../endorsement-records'
import { reportCsv, reportText } from '../endorsement-report'
import { ENDORSEMENT_KINDS, type EndorsementKind } from '../forms/endorsement-kinds'

/** The run's report: every row, its outcome, new id and messages; to print, copy or download as CSV. */
export function EndorsementReport({ title, fileName, batch, kind }: { title: string; fileName: string; batch: EndorsementBatch; kind: EndorsementKind }) {
  const { words } = ENDORSEMENT_KINDS[kind]
  return (
    <section aria-labelledby="report-heading" className="flex flex-col gap-3 print:hidden">
      <h2 id="report-heading" className="text-xl font-bold">
        Report of the run
      </h2>
      <p className="text-slate-700">Row, outcome, {words.id} and the service’s messages, as the table shows them.</p>
      <div className="flex flex-wrap gap-3">
        <CopyButton text={reportText(title, batch, kind)} label="Copy the report" />
        <Button variant="secondary" onClick={() => downloadFile(fileName, reportCsv(batch, kind), 'text/csv;charset=utf-8')}>
          Download the report as CSV
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          Print the report
        </Button>
      </div>
    </section>
  )
}
