import { createKeptReducer } from '../kept-reducer.ts'
import type { Store } from '../store.ts'
import { batchRunReducer, rowsToSend, type BatchRunEvent, type BatchRunState, type Settlement } from './batch-state.ts'

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
  initial: BatchRunState<Payload, Result>
  /** Sends one row and reads its answer; it should not throw (a throw counts as unconfirmed). */
  send: (payload: Payload, key: string) => Promise<Settlement<Result>>
  /**
   * Called at once and after every change, before any request it allows leaves: what is kept here is never
   * sent twice. False when the browser refused to keep it.
   */
  save?: (batch: BatchRunState<Payload, Result>) => boolean
  /** At most this many rows on their way at once. */
  concurrency?: number
  clock?: RunnerClock
}

export interface BatchRunner<Payload, Result> {
  get(): BatchRunState<Payload, Result>
  subscribe(listener: () => void): () => void
  /** False when the browser refused to keep the last change: a reload would lose it. */
  kept: Store<boolean>
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
 * after each change (its host is the kept reducer of ../kept-reducer.ts). Knows nothing of HTTP: `send`
 * turns an answer into a `Settlement`.
 */
export function createBatchRunner<Payload, Result>({
  initial,
  send,
  save,
  concurrency = DEFAULT_CONCURRENCY,
  clock = realClock,
}: BatchRunnerOptions<Payload, Result>): BatchRunner<Payload, Result> {
  const machine = createKeptReducer({
    reducer: (batch: BatchRunState<Payload, Result>, event: BatchRunEvent<Payload, Result>) => batchRunReducer(batch, event, clock.now()),
    initial,
    save,
    saveInitial: true,
  })
  let waitTimer: unknown = null
  let disposed = false
  const unsubscribes = new Set<() => void>()

  function scheduleWaitOver(): void {
    if (waitTimer !== null) clock.clearTimeout(waitTimer)
    waitTimer = null
    const { status } = machine.get()
    if (status.kind !== 'waiting' || disposed) return
    waitTimer = clock.setTimeout(
      () => {
        waitTimer = null
        act({ type: 'wait-over' })
      },
      Math.max(0, status.until - clock.now()),
    )
  }

  function sendRow(key: string, payload: Payload): void {
    machine.dispatch({ type: 'dispatch', key })
    send(payload, key)
      .catch((error: unknown): Settlement<Result> => ({ kind: 'unconfirmed', why: error instanceof Error ? error.message : String(error) }))
      .then((settlement) => act({ type: 'settle', key, settlement }))
  }

  /** Applies an event, then sends what may be sent now and arranges the end of a wait. */
  function act(event: BatchRunEvent<Payload, Result>): void {
    machine.dispatch(event)
    if (disposed) return
    for (const row of rowsToSend(machine.get(), concurrency)) sendRow(row.key, row.payload)
    scheduleWaitOver()
  }

  return {
    get: machine.get,
    subscribe(listener) {
      const unsubscribe = machine.subscribe(listener)
      unsubscribes.add(unsubscribe)
      return () => {
        unsubscribes.delete(unsubscribe)
        unsubscribe()
      }
    },
    kept: machine.kept,
    start: () => act({ type: 'start' }),
    pause: () => act({ type: 'pause' }),
    stop: () => act({ type: 'stop' }),
    requeue: (key, payload) => act({ type: 'requeue', key, payload }),
    markDone: (key) => act({ type: 'mark-done', key }),
    dispose() {
      disposed = true
      if (waitTimer !== null) clock.clearTimeout(waitTimer)
      for (const unsubscribe of unsubscribes) unsubscribe()
      unsubscribes.clear()
    },
  }
}
