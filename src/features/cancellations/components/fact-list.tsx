import type { FactRow } from '../printout-text'

/**
 * Facts as a description list: label beside value on a wide screen, label over value on a phone or
 * in a dialog (`stacked`), so a long value wraps rather than scrolling sideways.
 */
export function FactList({ rows, testId, stacked = false }: { rows: FactRow[]; testId?: string; stacked?: boolean }) {
  return (
    <dl
      className={`grid gap-x-6 ${stacked ? 'gap-y-0.5 [&>div:not(:first-child)>dt]:mt-3' : 'gap-y-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]'}`}
      data-testid={testId}
    >
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="free-text font-semibold text-slate-900">{row.label}</dt>
          <dd className="free-text text-slate-900">{row.isoDate ? <time dateTime={row.isoDate}>{row.value}</time> : row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
