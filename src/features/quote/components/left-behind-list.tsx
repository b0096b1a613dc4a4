import type { ReactNode } from 'react'
import { PhraseText } from '@/components/ui/free-text'
import type { LeftBehind } from '../form/left-behind'

/**
 * The answers of an indication a quote cannot carry, each beside what the quote has in its place
 * (form/left-behind.ts), as values: the indication's result, the carried quote's notice and its check page.
 */
export function LeftBehindList({ rows, indicationLabel, quoteLabel }: { rows: readonly LeftBehind[]; indicationLabel: ReactNode; quoteLabel: ReactNode }) {
  return (
    <dl className="divide-y divide-slate-300 border-y border-slate-300">
      {rows.map((row) => (
        <div key={row.answer} className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="font-semibold text-slate-900">{row.answer}</dt>
          <dd className="text-slate-900">
            <span className="block">
              {indicationLabel}: <PhraseText phrase={row.indication} />
            </span>
            <span className="block">
              {quoteLabel}: {row.quote}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  )
}
