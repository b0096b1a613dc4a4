import type { CoverageCode } from '../../../src/contract/quote-enums.ts'
import type { UsStateCode } from '../../../src/generic/us-states.ts'

/** The amounts of the request that can form a line's taxable base. */
export type BaseComponent = 'premium' | 'policy_fee' | 'underwriting_fee'

/** A value that holds from `from` (a policy effective date, inclusive) until the next one; the first has no `from`. */
export interface Dated<Value> {
  from?: string
  value: Value
}

interface LineRuleBase {
  code: string
  label: string
  /** Only for these coverage types; every type when absent. */
  coverages?: readonly CoverageCode[]
  /**
   * Quote-creation cohort: only for quotes created at or after this moment, an RFC 3339 date-time
   * (midnight in the state's own time zone). `quote_created_at` is compared as a moment, so two
   * spellings of the same instant always fall on the same side.
   */
  quoteCreatedFrom?: string
}

export interface PercentageLineRule extends LineRuleBase {
  type: 'percentage'
  /** Fractions of the base as decimal strings (`"0.0485"` for 4.85 %), by policy effective date. */
  rates: readonly Dated<string>[]
  base: readonly BaseComponent[]
  /** Earlier lines whose amounts are taxed too (Alaska taxes its filing fee). */
  baseAlsoIncludes?: readonly string[]
}

export interface FlatLineRule extends LineRuleBase {
  type: 'flat'
  /** Dollars as a decimal string, charged once per policy. */
  amount: string
}

export type LineRule = PercentageLineRule | FlatLineRule

/** A sentence for `meta.assumptions`; `verify` marks a choice made where the research says "verify" or "?". */
export interface StateNote {
  text: string
  verify?: true
  coverages?: readonly CoverageCode[]
}

/** Everything one home state charges on non-admitted business, with where each figure comes from. */
export interface StateTaxRules {
  state: UsStateCode
  lines: readonly LineRule[]
  notes?: readonly StateNote[]
  sources: readonly string[]
}
