/**
 * A batch run as a pure state machine (docs/decisions/0070-batch-runs.md): many single requests, one per
 * row, none ever sent twice by itself. The runner (`batch-runner.ts`) feeds it events and sends what it
 * says; a screen shows it; the browser keeps it after every event, so a reload resumes where it stood.
 * Generic over what a row sends (`Payload`) and what a success answers (`Result`).
 */

/** Where one row stands. */
export type RowOutcome<Result> =
  | { kind: 'waiting' }
  | { kind: 'sending' }
  | { kind: 'succeeded'; result: Result }
  /** The service said no and did nothing (422, 400): its messages, by field where it named one. */
  | { kind: 'refused'; messages: string[]; fields: Record<string, string[]> }
  /** No answer that says what happened (5xx, time-out, the connection, a page closed mid-send): it may have been done. */
  | { kind: 'unconfirmed'; why: string }
  /** The person said an unconfirmed row was done after all. */
  | { kind: 'marked-done' }
  /**
   * Not sent unless the person says so (a requeue): a row held back before the run (a line that needs
   * fixing, a key already on an earlier row). `reason` is the caller's word for why, `messages` its problems.
   */
  | { kind: 'held'; reason: string; messages: string[] }

export interface BatchRow<Payload, Result> {
  /** The row's name for people and for the report (a spreadsheet line). */
  key: string
  payload: Payload
  outcome: RowOutcome<Result>
}

export type RunStatus =
  | { kind: 'ready' }
  | { kind: 'running' }
  /** A 429: nothing is sent until `until` (epoch ms). */
  | { kind: 'waiting'; until: number }
  /** By the person, or by the run itself (offline, signed out) with a reason. */
  | { kind: 'paused'; reason: string | null }
  /** By the person, or by an answer that ends every row (404) with its message. */
  | { kind: 'stopped'; reason: string | null }
  | { kind: 'finished' }

export interface BatchRunState<Payload, Result> {
  rows: BatchRow<Payload, Result>[]
  status: RunStatus
  /** How many 429s in a row: the next wait doubles. Reset by any other answer. */
  rateLimitStreak: number
  /** Milliseconds spent running (not paused or stopped), and when the current stretch began: for the time left. */
  activeMs: number
  activeSince: number | null
  /** Rows answered during `activeMs`: the pace. */
  answeredWhileActive: number
}

/** What one send came to, as the runner reads the answer. */
export type Settlement<Result> =
  | { kind: 'succeeded'; result: Result }
  | { kind: 'refused'; messages: string[]; fields: Record<string, string[]> }
  | { kind: 'unconfirmed'; why: string }
  /** Not processed: sent again after the wait. */
  | { kind: 'rate-limited'; retryAfterMs: number | null }
  /**
   * Nothing done, and the run cannot go on as it is. A pause (offline, the session over: not sent or not
   * processed) puts the row back in line. A stop is the service's answer to this row (a 404): the run says
   * `message` once, and the row is refused with `rowMessage` (a pointer to it), or with `message` itself.
   */
  | { kind: 'not-sent'; halt: 'pause' | 'stop'; message: string; rowMessage?: string }

export type BatchRunEvent<Payload, Result> =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'stop' }
  | { type: 'dispatch'; key: string }
  | { type: 'settle'; key: string; settlement: Settlement<Result> }
  | { type: 'wait-over' }
  /** "Send it again": an unconfirmed, refused or held row goes back in line (with a fixed payload, for a refused or held one). */
  | { type: 'requeue'; key: string; payload?: Payload }
  /** "It was done": an unconfirmed row is settled by the person. */
  | { type: 'mark-done'; key: string }

const RATE_LIMIT_FIRST_WAIT_MS = 1000
const RATE_LIMIT_LONGEST_WAIT_MS = 60_000

/** A row of a new batch: sent in its turn, or held until the person says to send it. */
export interface NewRow<Payload> {
  key: string
  payload: Payload
  held?: { reason: string; messages: string[] }
}

export function newBatchRun<Payload, Result>(rows: readonly NewRow<Payload>[]): BatchRunState<Payload, Result> {
  return {
    rows: rows.map(({ key, payload, held }) => ({ key, payload, outcome: held ? { kind: 'held', ...held } : { kind: 'waiting' } })),
    status: { kind: 'ready' },
    rateLimitStreak: 0,
    activeMs: 0,
    activeSince: null,
    answeredWhileActive: 0,
  }
}

/**
 * A batch read back after the page closed: a row that was on its way may have been done, so it is
 * unconfirmed, never sent again by itself; a run that was going is paused until the person resumes it,
 * or finished when no row is left to send. The time the page was closed is not counted as running.
 */
export function reloadedBatchRun<Payload, Result>(batch: BatchRunState<Payload, Result>, why: string): BatchRunState<Payload, Result> {
  const rows = batch.rows.map((row) => (row.outcome.kind === 'sending' ? { ...row, outcome: { kind: 'unconfirmed' as const, why } } : row))
  const recovered = { ...batch, rows, activeSince: null }
  if (!isActive(batch.status)) return recovered
  return { ...recovered, status: waiting(recovered) > 0 ? { kind: 'paused', reason: null } : { kind: 'finished' } }
}

const isActive = (status: RunStatus) => status.kind === 'running' || status.kind === 'waiting'

/** Changes the status, keeping the active time: a stretch ends when the run leaves running or waiting. */
function withStatus<Payload, Result>(batch: BatchRunState<Payload, Result>, status: RunStatus, now: number): BatchRunState<Payload, Result> {
  const wasActive = isActive(batch.status)
  const nowActive = isActive(status)
  if (wasActive && !nowActive) {
    return { ...batch, status, activeMs: batch.activeMs + (now - (batch.activeSince ?? now)), activeSince: null }
  }
  if (!wasActive && nowActive) return { ...batch, status, activeSince: now }
  return { ...batch, status }
}

const inFlight = (batch: BatchRunState<unknown, unknown>) => batch.rows.filter((row) => row.outcome.kind === 'sending').length
const waiting = (batch: BatchRunState<unknown, unknown>) => batch.rows.filter((row) => row.outcome.kind === 'waiting').length

/** A run with nothing left to send and nothing on its way is finished, also one paused meanwhile: nothing is left to resume. */
function settleIfDone<Payload, Result>(batch: BatchRunState<Payload, Result>, now: number): BatchRunState<Payload, Result> {
  const going = isActive(batch.status) || batch.status.kind === 'paused'
  if (going && waiting(batch) === 0 && inFlight(batch) === 0) return withStatus(batch, { kind: 'finished' }, now)
  return batch
}

function setOutcome<Payload, Result>(
  batch: BatchRunState<Payload, Result>,
  key: string,
  outcome: RowOutcome<Result>,
  payload?: Payload,
): BatchRunState<Payload, Result> {
  return { ...batch, rows: batch.rows.map((row) => (row.key === key ? { ...row, outcome, payload: payload ?? row.payload } : row)) }
}

const rowOf = <Payload, Result>(batch: BatchRunState<Payload, Result>, key: string) => batch.rows.find((row) => row.key === key)

function rateLimitWaitMs(streak: number, retryAfterMs: number | null): number {
  const doubled = RATE_LIMIT_FIRST_WAIT_MS * 2 ** Math.max(0, streak - 1)
  return Math.min(RATE_LIMIT_LONGEST_WAIT_MS, retryAfterMs ?? doubled)
}

function settle<Payload, Result>(
  batch: BatchRunState<Payload, Result>,
  key: string,
  settlement: Settlement<Result>,
  now: number,
): BatchRunState<Payload, Result> {
  if (rowOf(batch, key)?.outcome.kind !== 'sending') return batch
  const answered = { ...batch, answeredWhileActive: batch.answeredWhileActive + (isActive(batch.status) ? 1 : 0) }
  switch (settlement.kind) {
    case 'succeeded':
    case 'refused':
    case 'unconfirmed': {
      const next = setOutcome({ ...answered, rateLimitStreak: 0 }, key, settlement)
      return settleIfDone(next, now)
    }
    case 'rate-limited': {
      const streak = batch.rateLimitStreak + 1
      const back = setOutcome({ ...batch, rateLimitStreak: streak }, key, { kind: 'waiting' })
      if (!isActive(batch.status)) return back
      const until = now + rateLimitWaitMs(streak, settlement.retryAfterMs)
      const later = batch.status.kind === 'waiting' ? Math.max(batch.status.until, until) : until
      return withStatus(back, { kind: 'waiting', until: later }, now)
    }
    case 'not-sent': {
      const outcome: RowOutcome<Result> =
        settlement.halt === 'stop' ? { kind: 'refused', messages: [settlement.rowMessage ?? settlement.message], fields: {} } : { kind: 'waiting' }
      const back = setOutcome(batch, key, outcome)
      // One message: the first answer that halts the run says why; the others on their way join it quietly.
      if (batch.status.kind === 'stopped' || (batch.status.kind === 'paused' && settlement.halt === 'pause')) return back
      const status: RunStatus = settlement.halt === 'stop' ? { kind: 'stopped', reason: settlement.message } : { kind: 'paused', reason: settlement.message }
      return withStatus(back, status, now)
    }
  }
}

/** The next state; an event that does not apply where the batch stands changes nothing. */
export function batchRunReducer<Payload, Result>(
  batch: BatchRunState<Payload, Result>,
  event: BatchRunEvent<Payload, Result>,
  now: number,
): BatchRunState<Payload, Result> {
  switch (event.type) {
    case 'start':
      if (isActive(batch.status)) return batch
      return settleIfDone(withStatus({ ...batch, rateLimitStreak: 0 }, { kind: 'running' }, now), now)
    case 'pause':
      return isActive(batch.status) ? withStatus(batch, { kind: 'paused', reason: null }, now) : batch
    case 'stop':
      return isActive(batch.status) || batch.status.kind === 'paused' ? withStatus(batch, { kind: 'stopped', reason: null }, now) : batch
    case 'dispatch':
      if (batch.status.kind !== 'running' || rowOf(batch, event.key)?.outcome.kind !== 'waiting') return batch
      return setOutcome(batch, event.key, { kind: 'sending' })
    case 'settle':
      return settle(batch, event.key, event.settlement, now)
    case 'wait-over':
      return batch.status.kind === 'waiting' && now >= batch.status.until ? withStatus(batch, { kind: 'running' }, now) : batch
    case 'requeue': {
      const kind = rowOf(batch, event.key)?.outcome.kind
      if (kind !== 'unconfirmed' && kind !== 'refused' && kind !== 'held') return batch
      const next = setOutcome(batch, event.key, { kind: 'waiting' }, event.payload)
      return next.status.kind === 'finished' ? { ...next, status: { kind: 'ready' } } : next
    }
    case 'mark-done':
      return rowOf(batch, event.key)?.outcome.kind === 'unconfirmed' ? setOutcome(batch, event.key, { kind: 'marked-done' }) : batch
  }
}

/** Rows the runner may send now: the first waiting ones, up to `concurrency` on their way at once. */
export function rowsToSend<Payload, Result>(batch: BatchRunState<Payload, Result>, concurrency: number): BatchRow<Payload, Result>[] {
  if (batch.status.kind !== 'running') return []
  const room = concurrency - inFlight(batch)
  return room > 0 ? batch.rows.filter((row) => row.outcome.kind === 'waiting').slice(0, room) : []
}

export interface BatchRunCounts {
  total: number
  /** Answered or on their way at least once: every row neither waiting nor held. */
  sent: number
  succeeded: number
  refused: number
  unconfirmed: number
  /** Held back: not sent unless the person says so. */
  held: number
  /** Still to send (waiting or on their way). */
  left: number
}

export function countBatchRun(batch: BatchRunState<unknown, unknown>): BatchRunCounts {
  const of = (kind: RowOutcome<unknown>['kind']) => batch.rows.filter((row) => row.outcome.kind === kind).length
  const sending = of('sending')
  return {
    total: batch.rows.length,
    sent: batch.rows.length - of('waiting') - of('held'),
    succeeded: of('succeeded') + of('marked-done'),
    refused: of('refused'),
    unconfirmed: of('unconfirmed'),
    held: of('held'),
    left: of('waiting') + sending,
  }
}

/** Milliseconds the rows left should take at the pace so far, or null before any answer. */
export function timeLeftMs(batch: BatchRunState<unknown, unknown>, now: number): number | null {
  const active = batch.activeMs + (batch.activeSince === null ? 0 : now - batch.activeSince)
  if (batch.answeredWhileActive === 0 || active <= 0) return null
  const left = countBatchRun(batch).left
  const waitLeft = batch.status.kind === 'waiting' ? Math.max(0, batch.status.until - now) : 0
  return Math.round((active / batch.answeredWhileActive) * left) + waitLeft
}
