import { useId } from 'react'
import { MAX_WITH_SCHEDULES, type SubmissionRecord } from '@/domain/recent-submissions'
import { Button } from '@/components/ui/button'
import { countOf } from '@/generic/text'
import type { ScheduleName } from '@/components/schedule-import/schedules'

type QuoteSchedule = Extract<ScheduleName, 'vehicles' | 'trailers' | 'drivers'>
const NAMES: readonly QuoteSchedule[] = ['vehicles', 'trailers', 'drivers']

/**
 * The result's vehicles, trailers and drivers as CSV files with the headers the import reads, so the
 * same schedule goes to the next carrier (ADR 0045). An indication priced from counts has none.
 */
export function ResultSchedules({ record }: { record: SubmissionRecord }) {
  const headingId = useId()
  const { schedules } = record
  const lists = schedules ? NAMES.filter((name) => schedules[name].length > 0) : []
  if (schedules && lists.length === 0) return null
  const download = (name: QuoteSchedule) =>
    void import('@/components/schedule-import/export-schedule').then(({ downloadScheduleCsv }) =>
      downloadScheduleCsv(name, schedules?.[name] ?? [], `${name}-${record.submissionNumber}.csv`),
    )
  return (
    <section aria-labelledby={headingId} className="mt-8 flex flex-col gap-3 print:hidden">
      <h2 id={headingId} className="text-xl font-bold">
        Vehicles, trailers and drivers
      </h2>
      {schedules ? (
        <>
          <p className="text-slate-800">
            {record.kind === 'quote' ? 'Sent with this quote' : 'In the answers behind this indication'}:{' '}
            {lists.map((name) => countOf(schedules[name].length, name)).join(', ')}.
          </p>
          <div className="flex flex-wrap gap-3">
            {lists.map((name) => (
              <Button key={name} variant="secondary" onClick={() => download(name)}>
                Export {name} as CSV
              </Button>
            ))}
          </div>
        </>
      ) : (
        <p className="text-slate-700">
          The rows of this {record.kind} are no longer kept in this browser (the newest {MAX_WITH_SCHEDULES} results keep them), so they cannot be exported from
          here.
        </p>
      )}
    </section>
  )
}
