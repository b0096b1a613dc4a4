import * as z from 'zod/mini'
import { pathIdSchema } from '@/contract/submission-edits'
import type { FormIssue } from '@/generic/form-issues'
import type { NumberValue } from '@/generic/number-input'
import { pathIdIssues } from './path-id'

/** One transaction of a submission: what every edit's path names (section 2.1). */
export interface SubmissionRef {
  displayId: string
  transactionId: number
}

/**
 * What a display id looks like (the contract types it as a string only): an agency prefix of letters,
 * then hyphen-separated groups of letters and digits, as the fixtures and the sandbox's new quotes have
 * them (`BR-10002`, `SM-30001`). Written in capitals. A typo (`BR10002`, `10002`) is caught before a
 * round trip that could only answer "not found" (docs/api-assumptions.md, "Submission workspace").
 */
const DISPLAY_ID_PATTERN = /^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$/
const MAX_DISPLAY_ID_LENGTH = 40
export const DISPLAY_ID_EXAMPLE = 'BR-10002'

export const normalizeDisplayId = (text: string) => text.trim().toUpperCase()

export const isDisplayId = (text: string) => text.length <= MAX_DISPLAY_ID_LENGTH && DISPLAY_ID_PATTERN.test(text)

/** An address's segments as a submission transaction, or null when they do not name one. */
export function refFromParams(displayId: string | undefined, transactionId: string | undefined): SubmissionRef | null {
  const id = normalizeDisplayId(displayId ?? '')
  const transaction = z.safeParse(pathIdSchema, transactionId)
  return isDisplayId(id) && transaction.success ? { displayId: id, transactionId: transaction.data } : null
}

/** The workspace's "open a submission" form. */
export interface OpenSubmissionForm {
  displayId: string
  transactionId: NumberValue
}

export const emptyOpenSubmissionForm = (): OpenSubmissionForm => ({ displayId: '', transactionId: null })

export function openSubmissionIssues({ displayId, transactionId }: OpenSubmissionForm): FormIssue[] {
  const issues: FormIssue[] = []
  const id = normalizeDisplayId(displayId)
  if (!id) issues.push({ path: 'displayId', message: `Enter the submission id, like ${DISPLAY_ID_EXAMPLE}` })
  else if (!isDisplayId(id)) issues.push({ path: 'displayId', message: `Enter the submission id as letters, a hyphen and digits, like ${DISPLAY_ID_EXAMPLE}` })
  return [...issues, ...pathIdIssues(transactionId, 'transactionId', 'transaction id', 1)]
}

/** A valid form as the submission it names. */
export const refFromForm = ({ displayId, transactionId }: OpenSubmissionForm): SubmissionRef => ({
  displayId: normalizeDisplayId(displayId),
  transactionId: Number(transactionId),
})
