import type { DateMove } from '../notice-explained'
import type { LeftOutLine, ListedApproval } from './approval-list'

/**
 * A day's approvals in one pass, as a small pure state machine (docs/decisions/0065-approve-several.md):
 * the lines go one at a time, each marked as sent before its request leaves, so that a reload can tell
 * a line never sent from one whose answer never came. Nothing here sends, waits or stores: the screen's
 * hook does (use-approval-batch.ts). Not the generic batch run, which sends two at a time (ADR 0155).
 */

export type UnknownCause = 'no-answer' | 'server-failure' | 'unreadable-answer'

/** What became of one line: each a final answer, none resent by the batch. */
export type LineOutcome =
  | {
      kind: 'approved'
      submissionStatus: string
      transactionDate: string | null
      alDate: string | null
      wcDate: string | null
      /** The dates the service moved (rule 3), from the requested to the stored; absent from a batch kept before they were. */
      moves?: DateMove[]
    }
  /** Approved before this line was sent: the service's 404 said so, or this browser holds the approval. */
  | { kind: 'already-approved'; message: string }
  | { kind: 'held'; message: string }
  | { kind: 'guarded'; message: string }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'receipt'; submissionStatus: string; continuationId: number }
  | { kind: 'unknown'; cause: UnknownCause }
  | { kind: 'not-found'; message: string }

export type LineState = { state: 'waiting' } | { state: 'sent'; at: string } | { state: 'answered'; at: string; outcome: LineOutcome }

export type BatchLine = ListedApproval & LineState

/** Why the batch stopped before its end and asks to go on: nothing of the line it stopped at was processed, but after a reload. */
export type PauseCause = 'asked' | 'rate-limited' | 'offline' | 'session-ended' | 'reloaded'

export interface ApprovalBatchState {
  createdAt: string
  lines: BatchLine[]
  phase: 'running' | 'paused' | 'finished'
  pause: PauseCause | null
  /** Lines of the list as typed that the person left out, this browser knowing them: in the report, never sent. Absent from a batch kept before. */
  leftOut?: LeftOutLine[]
}

export type ApprovalBatchEvent =
  | { type: 'sent'; index: number; at: string }
  | { type: 'answered'; index: number; at: string; outcome: LineOutcome }
  /** The service did not process it (429), or it never left (offline, session ended): the line waits again and the batch asks. */
  | { type: 'not-processed'; index: number; cause: Exclude<PauseCause, 'asked' | 'reloaded'> }
  | { type: 'pause' }
  | { type: 'resume' }

export const newApprovalBatch = (approvals: readonly ListedApproval[], at: string, leftOut: readonly LeftOutLine[] = []): ApprovalBatchState => ({
  createdAt: at,
  lines: approvals.map((approval) => ({ ...approval, state: 'waiting' })),
  phase: approvals.length > 0 ? 'running' : 'finished',
  pause: null,
  ...(leftOut.length > 0 ? { leftOut: [...leftOut] } : {}),
})

const withLine = (batch: ApprovalBatchState, index: number, line: LineState): BatchLine[] =>
  batch.lines.map((current, at) =>
    at === index ? { displayId: current.displayId, transactionId: current.transactionId, reason: current.reason, ...line } : current,
  )

const finishedOr = (lines: BatchLine[], phase: ApprovalBatchState['phase']): ApprovalBatchState['phase'] =>
  lines.some((line) => line.state !== 'answered') ? phase : 'finished'

export function approvalBatchReducer(batch: ApprovalBatchState, event: ApprovalBatchEvent): ApprovalBatchState {
  switch (event.type) {
    case 'sent':
      if (batch.phase !== 'running' || batch.lines[event.index]?.state !== 'waiting') return batch
      return { ...batch, lines: withLine(batch, event.index, { state: 'sent', at: event.at }) }
    case 'answered': {
      if (batch.lines[event.index]?.state !== 'sent') return batch
      const lines = withLine(batch, event.index, { state: 'answered', at: event.at, outcome: event.outcome })
      return { ...batch, lines, phase: finishedOr(lines, batch.phase) }
    }
    case 'not-processed':
      if (batch.lines[event.index]?.state !== 'sent') return batch
      return { ...batch, lines: withLine(batch, event.index, { state: 'waiting' }), phase: 'paused', pause: event.cause }
    case 'pause':
      return batch.phase === 'running' ? { ...batch, phase: 'paused', pause: 'asked' } : batch
    case 'resume':
      return batch.phase === 'paused' ? { ...batch, phase: 'running', pause: null } : batch
  }
}

/** The line to send now: the first waiting one, while running and none is on its way. */
export function nextLine(batch: ApprovalBatchState): number | null {
  if (batch.phase !== 'running' || batch.lines.some((line) => line.state === 'sent')) return null
  const index = batch.lines.findIndex((line) => line.state === 'waiting')
  return index === -1 ? null : index
}

/**
 * The batch as a reload finds it: a line sent whose answer never came is of unknown outcome and never
 * sent again; a batch that was running waits to be asked to go on.
 */
export function reloadedApprovalBatch(batch: ApprovalBatchState, at: string): ApprovalBatchState {
  const lines = batch.lines.map((line): BatchLine =>
    line.state === 'sent' ? { ...line, state: 'answered', at, outcome: { kind: 'unknown', cause: 'no-answer' } } : line,
  )
  const phase = finishedOr(lines, batch.phase === 'running' ? 'paused' : batch.phase)
  return { ...batch, lines, phase, pause: phase === 'paused' ? (batch.phase === 'running' ? 'reloaded' : batch.pause) : null }
}

export type OutcomeKind = LineOutcome['kind'] | 'waiting'

/** How many lines are in each state, for the progress line and the report. */
export function countApprovalBatch(batch: ApprovalBatchState): Record<OutcomeKind, number> {
  const counts: Record<OutcomeKind, number> = {
    approved: 0,
    'already-approved': 0,
    held: 0,
    guarded: 0,
    refused: 0,
    receipt: 0,
    unknown: 0,
    'not-found': 0,
    waiting: 0,
  }
  for (const line of batch.lines) counts[line.state === 'answered' ? line.outcome.kind : 'waiting'] += 1
  return counts
}
