import type { BaseComponent, Dated, FlatLineRule, PercentageLineRule, StateNote, StateTaxRules } from './types.ts'

/** Shorthands that keep the per-state data readable: one line of data per rule. */

export const PREMIUM_AND_FEES: readonly BaseComponent[] = ['premium', 'policy_fee', 'underwriting_fee']
export const PREMIUM_AND_POLICY_FEE: readonly BaseComponent[] = ['premium', 'policy_fee']

export const LOCKE_LORD_APPENDIX_A = 'Locke Lord, Surplus Lines Tax Laws by State (Appendix A), 2024 update: https://surplusmanual.lockelord.com/appendix-a/'

export function lockeLordStatePage(slug: string): string {
  return `Locke Lord eligibility page: https://surplusmanual.lockelord.com/eligibility/${slug}/`
}

/** The research leaves the taxable base open ("?") for many states; the common practice is the choice. */
export const FEES_TAXED_BY_PRACTICE: StateNote = {
  text: 'The research does not settle whether this state taxes policy and underwriting fees; they are taxed here, as fees charged by the insurer are almost everywhere.',
  verify: true,
}

/** A rate that the research gives without a date: it applies to every effective date. */
export function always(rate: string): Dated<string>[] {
  return [{ value: rate }]
}

export function surplusLinesTax(rates: readonly Dated<string>[], base = PREMIUM_AND_FEES): PercentageLineRule {
  return { type: 'percentage', code: 'surplus_lines_tax', label: 'Surplus lines tax', rates, base }
}

export function percentageFee(
  code: string,
  label: string,
  rates: readonly Dated<string>[],
  options: Partial<Pick<PercentageLineRule, 'base' | 'coverages' | 'quoteCreatedFrom' | 'baseAlsoIncludes'>> = {},
): PercentageLineRule {
  return { type: 'percentage', code, label, rates, base: PREMIUM_AND_FEES, ...options }
}

export function flatFee(code: string, label: string, amount: string): FlatLineRule {
  return { type: 'flat', code, label, amount }
}

/**
 * The SLIP+ transaction fee of the states filing through SLIP+ for States from 2026, for quotes created
 * from midnight of 2026-01-01 in the state's time zone (`quoteCreatedFrom`, with its offset).
 */
export function slipPlusTransactionFee(cohort: { quoteCreatedFrom: string }): PercentageLineRule {
  return percentageFee('slip_plus_transaction_fee', 'SLIP+ transaction fee', always('0.00175'), cohort)
}

/** A state whose only charge is the surplus lines tax, on a base the research does not settle. */
export function taxOnlyState(state: StateTaxRules['state'], rate: string, sources: readonly string[] = [LOCKE_LORD_APPENDIX_A]): StateTaxRules {
  return { state, lines: [surplusLinesTax(always(rate))], notes: [FEES_TAXED_BY_PRACTICE], sources }
}
