import type { CancellationNotice, NoticeDates } from '@/api/contract/cancel-approve'
import { Alert } from '@/components/ui/alert'
import { explainNotice, measurementsOf, measurementText } from '../notice-explained'

export interface NoticeDecisionProps {
  notice: CancellationNotice
  /** The stored dates of the answer (rule 5), which name each measured date stored or requested. */
  stored: NoticeDates
  reasonLeftEmpty?: boolean
  headingLevel?: 3 | 4
}

/** The notice decision in words, how each date measures, and every field as the service sent it. */
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
          <ul className="space-y-2" data-testid="date-measurements">
            {measurements.map((measurement) => (
              <li key={measurement.label}>
                <span className="font-semibold">{measurement.label}: </span>
                {measurementText(measurement)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <details className="rounded-md border border-slate-300 bg-slate-50 p-3">
        <summary className="cursor-pointer font-semibold">Every field of the notice, as the service sent it</summary>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
          {Object.entries(notice).map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="free-text font-mono">{key}</dt>
              <dd className="free-text font-mono">{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  )
}
