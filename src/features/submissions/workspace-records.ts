import * as z from 'zod/mini'
import { findApprovalReceipt, listApprovalReceipts, type ApprovalReceipt } from '@/domain/approval-receipts'
import { findSubmission, forgetSubmission, recentSubmissions, type SubmissionRecord } from '@/domain/recent-submissions'
import { createRecordStore } from '@/generic/record-store'
import type { PortableKind } from '@/generic/records-file'
import type { SubmissionRef } from './forms/submission-ref'

/**
 * The submissions this account opened or changed in this browser, with what it changed: the API has no
 * list of submissions and no history (docs/decisions/0024-workspace-records.md). One record per
 * transaction, dated by the last thing done to it; the list adds the quotes and indications received
 * here (`src/domain/recent-submissions.ts`) as transaction 1 of their submission number, and the transactions
 * whose saved-approval receipt this browser keeps (`src/domain/approval-receipts.ts`).
 */

/** The submissions listed here: beyond them, the one used longest ago leaves the list (docs/decisions/0089-a-history-that-says-what-it-dropped.md). */
export const MAX_SUBMISSIONS = 200
/** The changes kept per transaction: ten runs of 100 rows. Beyond them the oldest go, and the record says how many. */
export const MAX_CHANGES = 1000

const changeSchema = z.object({
  kind: z.enum(['driver-added', 'trailer-added', 'vehicle-updated']),
  /** When the service confirmed it (ISO instant). */
  at: z.string(),
  /** `driver_id`, `trailer_id` or `vehicle_id` of the answer. */
  recordId: z.number(),
  submissionNumber: z.string(),
  /** What was added, in words (a driver's name, a trailer's VIN and year); empty for an update. */
  described: z.string(),
  /** An update's `updated_fields`, as the service named them. */
  updatedFields: z.array(z.string()),
  /** The VIN of the vehicle an update was about, when the person chose it from the quote's schedule: links the id to it. */
  vin: z.optional(z.string()),
})
export type SubmissionChange = z.infer<typeof changeSchema>

/** A change handed over in the address's state (after a reload it comes from the browser's history). */
export const parseChange = (value: unknown): SubmissionChange | null => changeSchema.safeParse(value).data ?? null

const workspaceRecordSchema = z.object({
  displayId: z.string(),
  transactionId: z.number(),
  /** The last time its page was opened here; null when it was only changed (from a form opened by address). */
  openedAt: z.nullable(z.string()),
  /** Newest first. */
  changes: z.array(changeSchema),
  /** The changes dropped to keep the newest MAX_CHANGES: how many, and when the newest of them was made (absent: none). */
  dropped: z.optional(z.object({ count: z.number(), lastAt: z.string() })),
})
type WorkspaceRecord = z.infer<typeof workspaceRecordSchema>

const records = createRecordStore<WorkspaceRecord>({
  prefix: 'portal.workspace.submissions',
  version: 1,
  schema: workspaceRecordSchema,
  keepDays: 30,
})

export const portableWorkspaceHistory: PortableKind = { label: 'workspace history', store: records }

const idOf = ({ displayId, transactionId }: SubmissionRef) => `${displayId}/${transactionId}`

/** A quote or indication received here is transaction 1 (new business) of its submission number. */
const NEW_BUSINESS_TRANSACTION = 1

/** What the workspace knows of one transaction: its history here, and the quote or indication it came from. */
export interface WorkspaceEntry extends SubmissionRef {
  openedAt: string | null
  changes: SubmissionChange[]
  /** Older changes no longer listed, if any. */
  dropped: WorkspaceRecord['dropped'] | null
  madeHere: SubmissionRecord | null
  /** A saved approval whose notice handoff failed (rule 8): kept until deleted on the approval screen. */
  approvalReceipt: ApprovalReceipt | null
  /** The latest of opened, changed and received: the list is newest first by it. */
  lastActivityAt: string
}

interface KeptAbout {
  record: WorkspaceRecord | null
  savedAt: string | null
  madeHere: SubmissionRecord | null
  approvalReceipt: ApprovalReceipt | null
}

function entryOf(ref: SubmissionRef, { record, savedAt, madeHere, approvalReceipt }: KeptAbout): WorkspaceEntry {
  const moments = [savedAt, madeHere?.receivedAt, approvalReceipt?.receivedAt].filter((moment): moment is string => Boolean(moment))
  return {
    ...ref,
    openedAt: record?.openedAt ?? null,
    changes: record?.changes ?? [],
    dropped: record?.dropped ?? null,
    madeHere,
    approvalReceipt,
    lastActivityAt: moments.sort().at(-1) ?? '',
  }
}

const madeHereOf = (account: string, { displayId, transactionId }: SubmissionRef) =>
  transactionId === NEW_BUSINESS_TRANSACTION ? (findSubmission(account, null, displayId) ?? null) : null

/** One transaction's entry (an empty one when nothing is kept). */
export function workspaceEntry(account: string, ref: SubmissionRef): WorkspaceEntry {
  const stored = records.get(account, idOf(ref))
  return entryOf(ref, {
    record: stored?.value ?? null,
    savedAt: stored?.savedAt ?? null,
    madeHere: madeHereOf(account, ref),
    approvalReceipt: findApprovalReceipt(account, ref.displayId, ref.transactionId),
  })
}

/** Everything this account opened, changed, received or holds a receipt for here, newest first. */
export function workspaceEntries(account: string, now = new Date()): WorkspaceEntry[] {
  const kept = records.list(account, now)
  const made = new Map(recentSubmissions(account, now).map((result) => [result.submissionNumber, result]))
  const receipts = new Map(listApprovalReceipts(account).map((receipt) => [idOf(receipt), receipt]))
  const take = <Value>(found: Map<string, Value>, key: string): Value | null => {
    const value = found.get(key) ?? null
    found.delete(key)
    return value
  }
  const entries = kept.map(({ value, savedAt }) => {
    const ref = { displayId: value.displayId, transactionId: value.transactionId }
    const madeHere = ref.transactionId === NEW_BUSINESS_TRANSACTION ? take(made, ref.displayId) : null
    return entryOf(ref, { record: value, savedAt, madeHere, approvalReceipt: take(receipts, idOf(ref)) })
  })
  const onlyMade = [...made.values()].map((result) => {
    const ref = { displayId: result.submissionNumber, transactionId: NEW_BUSINESS_TRANSACTION }
    return entryOf(ref, { record: null, savedAt: null, madeHere: result, approvalReceipt: take(receipts, idOf(ref)) })
  })
  const onlyReceipts = [...receipts.values()].map((receipt) =>
    entryOf({ displayId: receipt.displayId, transactionId: receipt.transactionId }, { record: null, savedAt: null, madeHere: null, approvalReceipt: receipt }),
  )
  return [...entries, ...onlyMade, ...onlyReceipts].sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt))
}

/** Keeps the newest records only; the oldest go first. */
function trim(account: string): void {
  records
    .list(account)
    .slice(MAX_SUBMISSIONS)
    .forEach(({ id }) => records.remove(account, id))
}

function update(account: string, ref: SubmissionRef, at: string, change: (record: WorkspaceRecord) => WorkspaceRecord): boolean {
  const current = records.get(account, idOf(ref))?.value ?? { ...ref, openedAt: null, changes: [] }
  const saved = records.put(account, idOf(ref), change(current), at)
  trim(account)
  return saved
}

/** The submission's page was opened: it joins (or moves to the top of) the list. False when the browser refused. */
export const noteOpened = (account: string, ref: SubmissionRef, at = new Date().toISOString()): boolean =>
  update(account, ref, at, (record) => ({ ...record, openedAt: at }))

/** Keeps the newest MAX_CHANGES, counting what goes: a history that drops a change says so. */
function withChange(record: WorkspaceRecord, change: SubmissionChange): WorkspaceRecord {
  const changes = [change, ...record.changes]
  const gone = changes.slice(MAX_CHANGES)
  if (gone.length === 0) return { ...record, changes }
  const count = (record.dropped?.count ?? 0) + gone.length
  const lastAt = [gone[0]!.at, record.dropped?.lastAt ?? ''].sort().at(-1)!
  return { ...record, changes: changes.slice(0, MAX_CHANGES), dropped: { count, lastAt } }
}

/** A change the service confirmed, for the submission's history here. False when the browser refused. */
export const recordChange = (account: string, ref: SubmissionRef, change: SubmissionChange): boolean =>
  update(account, ref, change.at, (record) => withChange(record, change))

/**
 * Removes a transaction from this browser: its history and, for a quote or indication received here,
 * the result kept for it (the home page's recent list loses it too). The submission itself is untouched.
 */
export function forgetEntry(account: string, ref: SubmissionRef): boolean {
  const forgotten = records.remove(account, idOf(ref))
  const made = madeHereOf(account, ref)
  return made ? forgetSubmission(account, made) && forgotten : forgotten
}
