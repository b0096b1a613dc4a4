import type { CancellationNotice, NoticeDates } from '@/contract/cancel-approve'
import { Alert } from '@/components/ui/alert'
import { STACKED, StackLabel } from '@/components/ui/stacked-table'
import { explainNotice, measurementsOf, noticeFields } from '../notice-explained'

export interface NoticeDecisionProps {
  notice: CancellationNotice
  /** The stored dates of the answer (rule 5), which name each measured date stored or requested. */
  stored: NoticeDates
  reasonLeftEmpty?: boolean
  headingLevel?: 3 | 4
}

/** The notice decision in words, how each date measures, and every field the service sent, as a table. */
export function NoticeDecision({ notice, stored, reasonLeftEmpty = false, headingLevel = 3 }: NoticeDecisionProps) {
  const { sentences, warnings } = explainNotice(notice, { reasonLeftEmpty })
  const measurements = measurementsOf(notice, stored)
  const Heading = `h${headingLevel}` as const
  return (
    <div className="flex flex-col gap-4">
      <ul className="list-disc space-y-1 pl-6" data-testid="notice-explained">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      {warnings.map((warning) => (
        <Alert key={warning} tone="warning" title="Check this">
          <p>{warning}</p>
        </Alert>
      ))}
      {measurements.length > 0 && (
        <div>
          <Heading className="mb-2 font-bold">How each date measures against the minimum</Heading>
          <table {...STACKED.table} className="stacked-table w-full border-collapse text-left text-sm" data-testid="date-measurements">
            <thead {...STACKED.rowgroup}>
              <tr {...STACKED.row} className="border-b border-slate-400">
                <th {...STACKED.columnheader} className="py-1 pr-3">
                  Date
                </th>
                <th {...STACKED.columnheader} className="py-1 pr-3">
                  Day
                </th>
                <th {...STACKED.columnheader} className="py-1 pr-3">
                  After the decision day
                </th>
                <th {...STACKED.columnheader} className="py-1 pr-3">
                  Notice minimum
                </th>
                <th {...STACKED.columnheader} className="py-1">
                  Policy term
                </th>
              </tr>
            </thead>
            <tbody {...STACKED.rowgroup}>
              {measurements.map(({ label, day, daysAfter, minimum, term }) => (
                <tr {...STACKED.row} key={label} className="border-b border-slate-200 align-top">
                  <th {...STACKED.rowheader} className="free-text py-1 pr-3 font-semibold">
                    {label}
                  </th>
                  <td {...STACKED.cell} className="free-text py-1 pr-3">
                    <StackLabel>Day</StackLabel>
                    {day}
                  </td>
                  <td {...STACKED.cell} className="py-1 pr-3">
                    <StackLabel>After the decision day</StackLabel>
                    {daysAfter}
                  </td>
                  <td {...STACKED.cell} className="py-1 pr-3">
                    <StackLabel>Notice minimum</StackLabel>
                    {minimum}
                  </td>
                  <td {...STACKED.cell} className="py-1">
                    <StackLabel>Policy term</StackLabel>
                    {term}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <details className="rounded-md border border-slate-300 bg-slate-50 p-3">
        <summary className="cursor-pointer font-semibold">All the notice’s fields</summary>
        <table className="mt-3 w-full table-fixed border-collapse text-sm" data-testid="notice-fields">
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="w-2/5 py-1 pr-3">
                Field
              </th>
              <th scope="col" className="py-1">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {noticeFields(notice).map(({ key, label, lines }) => (
              <tr key={key} className="border-b border-slate-200 align-top">
                <th scope="row" className="free-text py-1 pr-3 text-left font-semibold">
                  {label}
                </th>
                <td className="free-text py-1">
                  {lines.map((line, index) => (
                    <p key={index}>{line}</p>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  )
}
