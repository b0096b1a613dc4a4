import { QUOTE_SET_TERMS, QUOTE_TOWING_LIMIT_PER_UNIT } from '@/contract/quote-terms'
import { COVERAGE_CODES, type CoverageCode } from '@/contract/quote-enums'
import type { QuoteForm, WizardMode } from '../../form/model'
import { usd } from '../../format'
import { A_REQUEST, coverageName } from '../labels'

const limitOf = (amount: number) => `${usd(amount)} limit`
const deductibleOf = (amount: number) => (amount > 0 ? `${usd(amount)} deductible` : null)

/** The terms of one requested coverage that the request does not choose, in words; null when it chooses them all. */
function setTerms(code: CoverageCode, values: QuoteForm, mode: WizardMode): string | null {
  if (code === 'AL') return mode === 'quote' ? limitOf(QUOTE_SET_TERMS.AL.limit) : null
  if (code === 'APD') {
    const towing = mode === 'quote' && values.vehicles.some((vehicle) => vehicle.apdTowing)
    return [deductibleOf(QUOTE_SET_TERMS.APD.deductible), towing && `towing and storage ${usd(QUOTE_TOWING_LIMIT_PER_UNIT)} per vehicle marked for it`]
      .filter(Boolean)
      .join(', ')
  }
  const terms = QUOTE_SET_TERMS[code]
  return [limitOf(terms.limit), deductibleOf(terms.deductible)].filter(Boolean).join(', ')
}

/**
 * Said before sending: the limits and deductibles the person never chose, because the request has no
 * place for them (src/contract/quote-terms.ts). The result says again where they came from.
 */
export function SetTermsNotice({ values, mode }: { values: QuoteForm; mode: WizardMode }) {
  const lines = COVERAGE_CODES.filter((code) => values.coverage.requested[code]).flatMap((code) => {
    const terms = setTerms(code, values, mode)
    return terms ? [{ code, text: `${coverageName(code)}: ${terms}` }] : []
  })
  if (lines.length === 0) return null
  return (
    <section aria-labelledby="check-set-terms" className="rounded-md border-l-4 border-brand-600 bg-brand-50 p-4">
      <h2 id="check-set-terms" className="mb-2 text-xl font-bold">
        Limits and deductibles you do not choose
      </h2>
      <p className="mb-2">
        The service sets these: {A_REQUEST[mode].toLowerCase()} request has no place for them. Ask underwriting if the insured needs others.
      </p>
      <ul className="list-disc pl-6">
        {lines.map(({ code, text }) => (
          <li key={code}>{text}</li>
        ))}
      </ul>
    </section>
  )
}
