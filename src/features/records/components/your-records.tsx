import { useState } from 'react'
import { useSignedInIdentity } from '@/api/session/use-session'
import { PageHeading } from '@/components/ui/page-heading'
import { FreeText } from '@/components/ui/free-text'
import type { PortableKind } from '@/generic/records-file'
import { countOf, formatCount } from '@/generic/text'
import { ExportRecords } from './export-records'
import { ImportRecords } from './import-records'

/**
 * The records this browser keeps for the signed-in account, and a file that carries them to another
 * browser (docs/decisions/0072-records-that-move-with-the-person.md). The kinds come from the app,
 * which alone may gather the stores of several features.
 */
export function YourRecords({ kinds }: { kinds: readonly PortableKind[] }) {
  const account = useSignedInIdentity()?.email ?? ''
  // Counted again after an import: the import's own outcome is what changed them.
  const [generation, setGeneration] = useState(0)
  const counts = kinds.map(({ label, store }) => ({ label, count: store.exportRecords(account).length }))
  const total = counts.reduce((sum, { count }) => sum + count, 0)
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <div>
        <PageHeading title="Your records">Your records in this browser</PageHeading>
        <p>
          This browser keeps what you do as <FreeText>{account}</FreeText>. To use it elsewhere, export it and import the file there.
        </p>
      </div>
      <section aria-labelledby="kept-here" className="flex flex-col gap-3">
        <h2 id="kept-here" className="text-xl font-bold">
          Kept in this browser: {countOf(total, 'records')}
        </h2>
        <table key={generation} className="w-full max-w-xl border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-400">
              <th scope="col" className="py-2 pr-4">
                Kind
              </th>
              <th scope="col" className="py-2 text-right">
                Records
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.map(({ label, count }) => (
              <tr key={label} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-normal first-letter:uppercase">
                  {label}
                </th>
                <td className="py-2 text-right tabular-nums">{formatCount(count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ExportRecords account={account} kinds={kinds} total={total} />
      <ImportRecords account={account} kinds={kinds} onImported={() => setGeneration((value) => value + 1)} />
    </div>
  )
}
