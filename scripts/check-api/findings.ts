import type { OperationId } from '../../src/contract/operations.ts'

/** One difference between the API and what the document and the portal expect, in words. */
export interface Finding {
  /** The operation whose answer differs, or `session` for the header and the tokens every call relies on. */
  operation: OperationId | 'session'
  /** What was sent, like `GET /webhook-subscriptions`. */
  request: string
  /** What differs, as a sentence a person can act on. */
  difference: string
}

/** What was checked and how it went, for the report: a check that could not run says why. */
export interface CheckLog {
  findings: Finding[]
  checked: string[]
  skipped: string[]
}

export const newLog = (): CheckLog => ({ findings: [], checked: [], skipped: [] })
