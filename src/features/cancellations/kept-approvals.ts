import * as z from 'zod/mini'
import { approvalRecordId } from '@/api/approval-receipts'
import { cancellationHoldBodySchema, cancelApproveSuccessSchema } from '@/api/contract/cancel-approve'
import { createRecordStore } from '@/lib/record-store'
import type { PortableKind } from '@/lib/records-file'
import { approvalFormShape, guardFormShape } from './form'

/**
 * What the approval screen keeps in this browser, per account and transaction, besides the shared
 * receipts (`src/api/approval-receipts.ts`): the approvals that succeeded, so a reload shows "already
 * approved" rather than the form, and the draft of one not yet approved (the reasons, the guard
 * details, and what became of the last attempt), so nothing typed is lost and an unanswered attempt
 * is remembered.
 */

/** A transaction of an account: what every record of an approval is kept under. */
export interface ApprovalTarget {
  account: string
  displayId: string
  transactionId: number
}

const approvalSchema = z.object({
  response: cancelApproveSuccessSchema,
  receivedAt: z.string(),
  /** No `cancellation_reason` was sent: the service used the stored one (rule 1). */
  reasonLeftEmpty: z.boolean(),
})
export type KeptApproval = z.infer<typeof approvalSchema>

/**
 * Kept 30 days like the other results: after that the service's own answer still stops a second
 * approval (its 404 "already approved"), which the screen shows as it comes.
 */
const approvals = createRecordStore<KeptApproval>({ prefix: 'portal.cancel-approvals', version: 1, schema: approvalSchema, keepDays: 30 })

/** What became of the last approval sent from this browser, while it decides what the screen offers. */
const lastAttemptSchema = z.union([
  /** Sent and not answered (yet, or ever: a closed tab), or answered in a way that does not say whether it was saved. */
  z.object({ kind: z.literal('unknown'), at: z.string(), cause: z.enum(['no-answer', 'server-failure', 'unreadable-answer']) }),
  /** Held for manual review (rule 6): nothing approved; try again only once the hold is resolved. */
  z.object({ kind: z.literal('held'), at: z.string(), hold: cancellationHoldBodySchema }),
])
export type LastAttempt = z.infer<typeof lastAttemptSchema>
export type UnknownCause = Extract<LastAttempt, { kind: 'unknown' }>['cause']

const draftSchema = z.object({
  form: approvalFormShape,
  /** Null until the service says the cancellation is guarded. */
  guard: z.nullable(guardFormShape),
  lastAttempt: z.nullable(lastAttemptSchema),
})
export type ApprovalDraft = z.infer<typeof draftSchema>

const drafts = createRecordStore<ApprovalDraft>({ prefix: 'portal.cancel-approve-drafts', version: 1, schema: draftSchema, keepDays: 30 })

export const portableApprovals: PortableKind[] = [
  { label: 'approvals made', store: approvals },
  { label: 'approval drafts', store: drafts },
]

const idOf = (target: ApprovalTarget) => approvalRecordId(target.displayId, target.transactionId)

export const keepApproval = (target: ApprovalTarget, approval: KeptApproval) => approvals.put(target.account, idOf(target), approval, approval.receivedAt)
export const findApproval = (target: ApprovalTarget) => approvals.get(target.account, idOf(target))?.value ?? null

export const findDraft = (target: ApprovalTarget) => drafts.get(target.account, idOf(target))?.value ?? null
/** False when the browser refused: the screen says the draft is not being kept. */
export const keepDraft = (target: ApprovalTarget, draft: ApprovalDraft) => drafts.put(target.account, idOf(target), draft)
export const dropDraft = (target: ApprovalTarget) => drafts.remove(target.account, idOf(target))
