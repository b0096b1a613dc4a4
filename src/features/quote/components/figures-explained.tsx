import { FIGURE_WORDS } from '@/domain/quote-figures'
import type { SubmissionKind } from '@/domain/recent-submissions'

/**
 * What the figures above are: the total cost's parts, in the quote PDF's words (ADR 0085), and where the
 * limits and deductibles come from, since a quote request cannot choose them (docs/api-assumptions.md,
 * "Figures from a quote").
 */
export function FiguresExplained({ kind }: { kind: SubmissionKind }) {
  return (
    <p className="mt-3 max-w-3xl text-slate-800">
      {kind === 'quote' ? FIGURE_WORDS.totalCostMeans : 'An indication is priced before fees. It is not an offer.'}{' '}
      {kind === 'quote'
        ? 'The service set the limits and deductibles.'
        : 'The service set the limits and deductibles, except the auto liability limit entered.'}{' '}
      Ask underwriting for other terms.
    </p>
  )
}
