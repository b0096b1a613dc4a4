import { batchReducer, rowsToSend, type BatchEvent, type BatchState, type Settlement } from './batch-state.ts'

/** Time as the runner sees it: the browser's, or a test's. */
export interface RunnerClock {
  now(): number
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const realClock: RunnerClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export interface BatchRunnerOptions<Payload, Result> {
  initial: BatchState<Payload, Result>
  /** Sends one row and reads its answer; it should not throw (a throw counts as unconfirmed). */
  send: (payload: Payload, key: string) => Promise<Settlement<Result>>
  /** Called after every change, before any request it allows leaves: what is kept here is never sent twice. */
  save?: (batch: BatchState<Payload, Result>) => void
  /** At most this many rows on their way at once. */
  concurrency?: number
  clock?: RunnerClock
}

export interface BatchRunner<Payload, Result> {
  get(): BatchState<Payload, Result>
  subscribe(listener: () => void): () => void
  start(): void
  pause(): void
  stop(): void
  /** "Send it again" (with a fixed payload, for a refused row); sent at once if the run is going. */
  requeue(key: string, payload?: Payload): void
  /** "It was done", for an unconfirmed row. */
  markDone(key: string): void
  /** Stops listening and waiting; answers still on their way are kept when they come. */
  dispose(): void
}

const DEFAULT_CONCURRENCY = 2

/**
 * Runs a batch (docs/decisions/0070-batch-runs.md): sends the rows the state machine allows, at most
 * `concurrency` at once, feeds it every answer, waits out a 429 before going on, and saves the state
 * after each change. Knows nothing of HTTP: `send` turns an answer into a `Settlement`.
 */
export function createBatchRunner<Payload, Result>({
  initial,
  send,
  save,
  concurrency = DEFAULT_CONCURRENCY,
  clock = realClock,
}: BatchRunnerOptions<Payload, Result>): BatchRunner<Payload, Result> {
  let state = initial
  let waitTimer: unknown = null
  let disposed = false
  const listeners = new Set<() => void>()

  function apply(event: BatchEvent<Payload, Result>): void {
    const next = batchReducer(state, event, clock.now())
    if (next === state) return
    state = next
    save?.(state)
    for (const listener of listeners) listener()
  }

  function scheduleWaitOver(): void {
    if (waitTimer !== null) clock.clearTimeout(waitTimer)
    waitTimer = null
    if (state.status.kind !== 'waiting' || disposed) return
    waitTimer = clock.setTimeout(
      () => {
        waitTimer = null
        act({ type: 'wait-over' })
      },
      Math.max(0, state.status.until - clock.now()),
    )
  }

  function sendRow(key: string, payload: Payload): void {
    apply({ type: 'dispatch', key })
    send(payload, key)
      .catch((error: unknown): Settlement<Result> => ({ kind: 'unconfirmed', why: error instanceof Error ? error.message : String(error) }))
      .then((settlement) => act({ type: 'settle', key, settlement }))
  }

  /** Applies an event, then sends what may be sent now and arranges the end of a wait. */
  function act(event: BatchEvent<Payload, Result>): void {
    apply(event)
    if (disposed) return
    for (const row of rowsToSend(state, concurrency)) sendRow(row.key, row.payload)
    scheduleWaitOver()
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start: () => act({ type: 'start' }),
    pause: () => act({ type: 'pause' }),
    stop: () => act({ type: 'stop' }),
    requeue: (key, payload) => act({ type: 'requeue', key, payload }),
    markDone: (key) => act({ type: 'mark-done', key }),
    dispose() {
      disposed = true
      if (waitTimer !== null) clock.clearTimeout(waitTimer)
      listeners.clear()
    },
  }
}
