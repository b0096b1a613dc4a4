import * as z from 'zod/mini'
import { createRecordStore } from '@/generic/record-store'
import type { PortableKind } from '@/generic/records-file'
import type { ApprovalBatchState } from './approval-batch'

/**
 * The account's batch of approvals in this browser, written at every step (a line marked sent before
 * its request leaves), so a reload neither repeats nor loses a line. One at a time: the current batch,
 * kept 30 days like the approvals, until the person starts a new list.
 */

const maybe = z.nullable(z.string())
const outcomeSchema = z.union([
  z.object({
    kind: z.literal('approved'),
    submissionStatus: z.string(),
    transactionDate: maybe,
    alDate: maybe,
    wcDate: maybe,
    moves: z.optional(z.array(z.object({ key: z.string(), from: z.string(), to: z.string(), reason: z.string(), floorDays: z.optional(z.int()) }))),
  }),
  z.object({ kind: z.literal('already-approved'), message: z.string() }),
  z.object({ kind: z.literal('held'), message: z.string() }),
  z.object({ kind: z.literal('guarded'), message: z.string() }),
  z.object({ kind: z.literal('refused'), status: z.int(), message: z.string() }),
  z.object({ kind: z.literal('receipt'), submissionStatus: z.string(), continuationId: z.int() }),
  z.object({ kind: z.literal('unknown'), cause: z.enum(['no-answer', 'server-failure', 'unreadable-answer']) }),
  z.object({ kind: z.literal('not-found'), message: z.string() }),
])
const listed = { displayId: z.string(), transactionId: z.int(), reason: maybe }
const lineSchema = z.union([
  z.object({ ...listed, state: z.literal('waiting') }),
  z.object({ ...listed, state: z.literal('sent'), at: z.string() }),
  z.object({ ...listed, state: z.literal('answered'), at: z.string(), outcome: outcomeSchema }),
])
const batchSchema = z.object({
  createdAt: z.string(),
  lines: z.array(lineSchema),
  phase: z.enum(['running', 'paused', 'finished']),
  pause: z.nullable(z.enum(['asked', 'rate-limited', 'offline', 'session-ended', 'reloaded'])),
  leftOut: z.optional(z.array(z.object({ ...listed, line: z.int(), why: z.string() }))),
})

const batches = createRecordStore<ApprovalBatchState>({ prefix: 'portal.approval-batches', version: 1, schema: batchSchema, keepDays: 30 })
const CURRENT = 'current'

export const portableBatches: PortableKind = { label: 'batches of approvals', store: batches }

export const findBatch = (account: string): ApprovalBatchState | null => batches.get(account, CURRENT)?.value ?? null
/** False when the browser refused: the screen says the batch would not survive a reload. */
export const keepBatch = (account: string, batch: ApprovalBatchState): boolean => batches.put(account, CURRENT, batch)
export const dropBatch = (account: string): boolean => batches.remove(account, CURRENT)
