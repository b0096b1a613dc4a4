import * as z from 'zod/mini'
import { savedApprovalBodySchema } from '../contract/cancel-approve.ts'
import { createRecordStore } from '../generic/record-store.ts'
import type { PortableKind } from '../generic/records-file.ts'

/**
 * Saved-approval receipts (section 4.7 rule 8): a 500 on cancel-approve whose approval was saved
 * although the notice handoff failed. The receipt is the proof of that approval, so it is kept in this
 * browser per account and transaction, kept until the person deletes it (never expired silently:
 * docs/decisions/0010-browser-records.md), and the approval screen refuses to approve its transaction
 * again. Shared here so that every screen (the workspace's list too) reads the same records.
 */

const approvalReceiptSchema = z.object({
  /** The transaction as addressed: `displayId` of the path, `transactionId` a whole number. */
  displayId: z.string(),
  transactionId: z.int(),
  /** When this browser received it (ISO instant). */
  receivedAt: z.string(),
  /** The body as the service sent it, every field (extra ones kept too). */
  receipt: savedApprovalBodySchema,
})
export type ApprovalReceipt = z.infer<typeof approvalReceiptSchema>

/** A record this kind cannot read is dropped by the store: change the schema only with a new version and an `upgrade`. */
const receipts = createRecordStore<ApprovalReceipt>({
  prefix: 'portal.approval-receipts',
  version: 1,
  schema: approvalReceiptSchema,
  keepDays: null,
})

/** Rule 8's proof above all needs to move with the person to another browser. */
export const portableApprovalReceipts: PortableKind = { label: 'saved-approval receipts', store: receipts }

/** One record per transaction: its transaction id is a whole number, so the last `/` ends the display id. */
export function approvalRecordId(displayId: string, transactionId: number): string {
  return `${displayId}/${transactionId}`
}

/** Writes the receipt at once; false when the browser refused (full, turned off): the screen must say so. */
export function keepApprovalReceipt(account: string, receipt: ApprovalReceipt): boolean {
  return receipts.put(account, approvalRecordId(receipt.displayId, receipt.transactionId), receipt, receipt.receivedAt)
}

export function findApprovalReceipt(account: string, displayId: string, transactionId: number): ApprovalReceipt | null {
  return receipts.get(account, approvalRecordId(displayId, transactionId))?.value ?? null
}

/** The account's receipts in this browser, newest first (for a list in the workspace). */
export function listApprovalReceipts(account: string): ApprovalReceipt[] {
  return receipts.list(account).map((record) => record.value)
}

/** Only after the person confirmed it; false when the browser refused. */
export function deleteApprovalReceipt(account: string, displayId: string, transactionId: number): boolean {
  return receipts.remove(account, approvalRecordId(displayId, transactionId))
}
