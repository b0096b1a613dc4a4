import type { TaxCalculationRequest, TaxCalculationResponse } from '../../contract/tax.ts'
import { addAmounts } from '../../generic/money.ts'

/** A calculation and the request it answers (the premium and fees go into the insured's total). */
export interface TaxCalculationResult {
  request: TaxCalculationRequest
  response: TaxCalculationResponse
}

/** What the insured pays in all: the premium and the fees sent (the request's `policy_fee`), plus the taxes and fees calculated. */
export interface InsuredTotals {
  premium: string
  /** The insurer's fees, or a quote's fees and charges whole where it could not split them (`TaxedFees` in quote-figures.ts). */
  fees: string
  underwritingFee: string
  taxesAndFees: string
  total: string
}

/** The fees' name where they are a quote's fees and charges whole, the broker fee not told apart from them (`unsplit`). */
export const UNSPLIT_FEES = 'Fees and charges, broker fee included'

export function insuredTotals({ request, response }: TaxCalculationResult): InsuredTotals {
  const { premium, policy_fee: fees, underwriting_fee: underwritingFee } = request
  const taxesAndFees = response.data.total
  return { premium, fees, underwritingFee, taxesAndFees, total: addAmounts([premium, fees, underwritingFee, taxesAndFees]) }
}
