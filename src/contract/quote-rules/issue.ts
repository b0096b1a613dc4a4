import type { Today } from '../../generic/dates.ts'

/** What a quote rule reports, and what it needs to know. */

export type RuleSeverity = 'error' | 'warning'

export interface RuleIssue {
  path: string
  message: string
  /** A warning (a VIN check digit that does not match) can be confirmed by the person; an error blocks. */
  severity: RuleSeverity
}

export interface RuleContext {
  mode: 'quote' | 'indication'
  /** Today: the browser's date, or the sandbox clock's across the US states. */
  today: Today
  /** Known only to the service; the portal passes what the person told it (docs/api-assumptions.md). */
  agencyType?: 'retail' | 'wholesale'
}
