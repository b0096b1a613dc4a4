import type { CoverageResult } from '@/contract/quote'
import type { SubmissionKind } from '@/domain/recent-submissions'
import { usd } from '../format'

/** The limit or deductible the service set for a coverage, as the response says it, if that coverage was priced. */
function termOf(coverages: Record<string, CoverageResult>, key: string, term: 'limit' | 'deductible'): string | null {
  const result = coverages[key]
  return result && result[term] > 0 ? usd(result[term]) : null
}

/**
 * What the figures above are made of: what "Total cost" adds to the premium, and where the limits and
 * deductibles come from, since a quote request cannot choose them (docs/api-assumptions.md, "Figures
 * from a quote"). Examples are the response's own figures.
 */
export function FiguresExplained({ kind, coverages }: { kind: SubmissionKind; coverages: Record<string, CoverageResult> }) {
  // An indication's auto liability limit is the one entered, not one the service chose.
  const alLimit = kind === 'quote' ? termOf(coverages, 'al', 'limit') : null
  const apdDeductible = termOf(coverages, 'apd', 'deductible')
  const examples = [alLimit && `auto liability’s ${alLimit} limit`, apdDeductible && `physical damage’s ${apdDeductible} deductible`].filter(Boolean)
  return (
    <div className="mt-4 flex max-w-3xl flex-col gap-3 text-slate-800">
      {kind === 'quote' ? (
        <p>
          <strong>Total cost</strong> is the premium plus the fees and charges included in it, such as the insurer’s policy and filing fees and your broker fee
          (the quote does not itemise them). Surplus lines taxes and state fees are not in it: “Calculate taxes” works them out on the premium and the insurer’s
          fees, which are the fees and charges less the broker fee you asked for; the broker fee is not sent, since the tax calculation has no input for it.
        </p>
      ) : (
        <p>An indication is a first look at the price, not an offer: it is priced before fees, so the total cost is set when the full quote is rated.</p>
      )}
      <p>
        <strong>Limits and deductibles</strong>{' '}
        {kind === 'quote'
          ? 'were set by the service: a quote request has no place to choose them.'
          : 'were set by the service, except the auto liability limit entered on the limits step.'}
        {examples.length > 0 && ` Among them ${examples.join(' and ')}.`} Ask underwriting if the insured needs other terms.
      </p>
    </div>
  )
}
