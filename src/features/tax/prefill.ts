import { COVERAGE_CODES } from '@/contract/quote-enums'
import { moneyBoxText, parseMoneyInput } from '@/generic/money'
import { isRfc3339Date, parseRfc3339DateTime, toLocalRfc3339 } from '@/generic/rfc3339'
import { isUsStateCode } from '@/generic/us-states'
import type { TaxForm } from './form'

export interface TaxCalculatorStart {
  values: TaxForm
  /** Whose wall-clock time `quote_created_at` carries: when the quote was received, or now. */
  timeOfDay: Date
  /** The broker fee of the quote it was opened from, left out of the inputs (ADR 0052); null when there is none. */
  brokerFee: string | null
  /** The fees handed over are a quote's fees and charges whole, its broker fee in them (`fees_and_charges`). */
  feesUnsplit: boolean
}

/** An amount handed over in the address, shown as money (`13,910.80`, issue 39); one that is not an amount stays as written, to show its error. */
function amountShown(text: string | null): string {
  const amount = parseMoneyInput(text ?? '')
  return amount.ok ? moneyBoxText(amount.value) : (text?.trim() ?? '')
}

function brokerFeeOf(text: string | null): string | null {
  const fee = parseMoneyInput(text ?? '')
  return fee.ok && Number(fee.value) > 0 ? fee.value : null
}

/**
 * The form's first values: what a quote result put in the address (taxCalculatorPath in src/domain/tax-calculator-path.ts),
 * and the quote's creation moment (the one passed in, else now). Codes and dates that are not valid
 * are left out; amounts are kept as written so that a wrong one shows its error. A quote's insurer's
 * fees are sent as the request's policy fee, or its fees and charges whole where it could not split them;
 * its broker fee is only named (ADR 0052).
 */
export function taxCalculatorStart(query: URLSearchParams, now: Date): TaxCalculatorStart {
  const state = query.get('state')?.trim().toUpperCase() ?? ''
  const coverageType = query.get('coverage_type')?.trim().toUpperCase() ?? ''
  const effectiveDate = query.get('effective_date')?.trim() ?? ''
  const created = parseRfc3339DateTime(query.get('quote_created_at')?.trim() ?? '')
  const timeOfDay = created ? new Date(created.instant) : now
  const insurerFees = query.get('insurer_fees')
  return {
    values: {
      state: isUsStateCode(state) ? state : '',
      effectiveDate: isRfc3339Date(effectiveDate) ? effectiveDate : '',
      quoteCreatedOn: toLocalRfc3339(timeOfDay).slice(0, 10),
      coverageType: (COVERAGE_CODES as readonly string[]).includes(coverageType) ? coverageType : '',
      premium: amountShown(query.get('premium')),
      fees: amountShown(insurerFees ?? query.get('fees_and_charges')),
      underwritingFee: '',
    },
    timeOfDay,
    brokerFee: brokerFeeOf(query.get('broker_fee')),
    feesUnsplit: insurerFees === null && query.has('fees_and_charges'),
  }
}
