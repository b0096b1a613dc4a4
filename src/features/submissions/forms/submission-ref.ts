import * as z from 'zod/mini'
import { pathIdSchema } from '@/contract/path-ids'
import type { FormIssue } from '@/generic/form-issues'
import type { NumberValue } from '@/generic/number-input'
import { pathIdIssues } from './path-id'
import { DISPLAY_ID_EXAMPLE, isDisplayId, normalizeDisplayId } from '@/domain/display-id'

/** One transaction of a submission: what every edit's path names (section 2.1). */
export interface SubmissionRef {
  displayId: string
  transactionId: number
}

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
