import { COVERAGE_CODES } from '@/api/contract/quote-enums'
import { isRfc3339Date, toLocalRfc3339 } from '@/lib/rfc3339'
import { isUsStateCode } from '@/lib/us-states'
import type { TaxForm } from './form'

/**
 * The form's first values: what a quote result put in the address (taxCalculatorPath in src/lib/paths),
 * and today as the quote's creation date. Codes and dates that are not valid are left out; a premium
 * is kept as written so that a wrong one shows its error.
 */
export function initialTaxForm(query: URLSearchParams, openedAt: Date): TaxForm {
  const state = query.get('state')?.trim().toUpperCase() ?? ''
  const coverageType = query.get('coverage_type')?.trim().toUpperCase() ?? ''
  const effectiveDate = query.get('effective_date')?.trim() ?? ''
  return {
    state: isUsStateCode(state) ? state : '',
    effectiveDate: isRfc3339Date(effectiveDate) ? effectiveDate : '',
    quoteCreatedOn: toLocalRfc3339(openedAt).slice(0, 10),
    coverageType: (COVERAGE_CODES as readonly string[]).includes(coverageType) ? coverageType : '',
    premium: query.get('premium')?.trim() ?? '',
    policyFee: '',
    underwritingFee: '',
  }
}
