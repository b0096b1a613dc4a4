import type { TaxCalculationRequest, TaxCalculationResponse } from '../../contract/tax.ts'
import { addAmounts } from '../../generic/money.ts'

/** A calculation and the request it answers (the premium and fees go into the insured's total). */
export interface TaxCalculationResult {
  request: TaxCalculationRequest
  response: TaxCalculationResponse
}

/** What the insured pays in all: the premium and the insurer's fees sent (the request's `policy_fee`), plus the taxes and fees calculated. */
export interface InsuredTotals {
  premium: string
  insurerFees: string
  underwritingFee: string
  taxesAndFees: string
  total: string
}

export function insuredTotals({ request, response }: TaxCalculationResult): InsuredTotals {
  const { premium, policy_fee: insurerFees, underwriting_fee: underwritingFee } = request
  const taxesAndFees = response.data.total
  return { premium, insurerFees, underwritingFee, taxesAndFees, total: addAmounts([premium, insurerFees, underwritingFee, taxesAndFees]) }
}
