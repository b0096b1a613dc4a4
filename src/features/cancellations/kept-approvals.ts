import * as z from 'zod/mini'
import { approvalRecordId, deleteApprovalReceipt, findApprovalReceipt, keepApprovalReceipt, type ApprovalReceipt } from '@/domain/approval-receipts'
import { cancellationHoldBodySchema, cancelApproveSuccessSchema, type CancelApproveSuccess, type SavedApprovalBody } from '@/contract/cancel-approve'
import { createRecordStore } from '@/generic/record-store'
import type { PortableKind } from '@/generic/records-file'
import { approvalFormShape, guardFormShape } from './form'

/**
 * Every record the approval screen keeps in this browser, per account and transaction: the rule-8
 * receipts (their store is shared with the workspace's list, `src/domain/approval-receipts.ts`), the
 * approvals that succeeded, so a reload shows "already approved" rather than the form, and the draft
 * of one not yet approved (the reasons, the guard details, and what became of the last attempt), so
 * nothing typed is lost and an unanswered attempt is remembered. The screen reads and writes them
 * only through this module.
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

/** A saved approval, as the screen shows it: a success, or the rule-8 receipt; `kept`: the browser stored it. */
export type SavedApproval = { kind: 'approved'; approval: KeptApproval; kept: boolean } | { kind: 'receipt'; record: ApprovalReceipt; kept: boolean }

/** What the service saved, as its answer came. */
export type SavedAnswer = { kind: 'approved'; response: CancelApproveSuccess; reasonLeftEmpty: boolean } | { kind: 'receipt'; receipt: SavedApprovalBody }

/** What this browser already holds of the transaction: a receipt first (never approve again), then an approval. */
export function keptOutcome(target: ApprovalTarget): SavedApproval | null {
  const record = findApprovalReceipt(target.account, target.displayId, target.transactionId)
  if (record) return { kind: 'receipt', record, kept: true }
  const approval = approvals.get(target.account, idOf(target))?.value
  return approval ? { kind: 'approved', approval, kept: true } : null
}

/**
 * What this browser knows of a transaction before anything is sent: approved (the approval or its
 * receipt kept), or its last approval from here held or of unknown outcome. "Approve several" checks
 * its lines against it, so that none of these is sent again blindly.
 */
export type KnownApproval = { kind: 'approved' | 'receipt' | 'held' | 'unknown'; at: string }

export function knownApproval(target: ApprovalTarget): KnownApproval | null {
  const saved = keptOutcome(target)
  if (saved?.kind === 'receipt') return { kind: 'receipt', at: saved.record.receivedAt }
  if (saved?.kind === 'approved') return { kind: 'approved', at: saved.approval.receivedAt }
  const lastAttempt = findDraft(target)?.lastAttempt
  return lastAttempt ? { kind: lastAttempt.kind, at: lastAttempt.at } : null
}

function keepAnswer({ account, displayId, transactionId }: ApprovalTarget, answer: SavedAnswer, receivedAt: string): SavedApproval {
  if (answer.kind === 'receipt') {
    const record = { displayId, transactionId, receivedAt, receipt: answer.receipt }
    return { kind: 'receipt', record, kept: keepApprovalReceipt(account, record) }
  }
  const approval = { response: answer.response, receivedAt, reasonLeftEmpty: answer.reasonLeftEmpty }
  return { kind: 'approved', approval, kept: approvals.put(account, approvalRecordId(displayId, transactionId), approval, receivedAt) }
}

/** Keeps what the service saved, at once, then drops the draft: nothing is left to approve. */
export function keepSaved(target: ApprovalTarget, answer: SavedAnswer, receivedAt: string): SavedApproval {
  const saved = keepAnswer(target, answer, receivedAt)
  drafts.remove(target.account, idOf(target))
  return saved
}

/** Only after the person confirmed it; false when the browser refused. */
export const deleteReceipt = ({ account, displayId, transactionId }: ApprovalTarget) => deleteApprovalReceipt(account, displayId, transactionId)

export const findDraft = (target: ApprovalTarget) => drafts.get(target.account, idOf(target))?.value ?? null
/** False when the browser refused: the screen says the draft is not being kept. */
export const keepDraft = (target: ApprovalTarget, draft: ApprovalDraft) => drafts.put(target.account, idOf(target), draft)
