import { describe, expect, it } from 'vitest'
import { createBatchRunner, type RunnerClock } from '../batch-runner'
import { newBatchRun, type BatchRunState, type Settlement } from '../batch-state'

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0
  let timers: { at: number; run: () => void }[] = []
  const clock: RunnerClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const timer = { at: now + ms, run }
      timers.push(timer)
      return timer
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer !== handle)
    },
  }
  const advance = (ms: number) => {
    now += ms
    const due = timers.filter((timer) => timer.at <= now)
    timers = timers.filter((timer) => timer.at > now)
    due.forEach((timer) => timer.run())
  }
  return { clock, advance }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A service answered by hand: each send waits until the test answers it. */
function service() {
  const pending = new Map<string, (settlement: Settlement<number>) => void>()
  const sent: string[] = []
  const send = (payload: string) => {
    sent.push(payload)
    return new Promise<Settlement<number>>((resolve) => pending.set(payload, resolve))
  }
  const answer = (payload: string, settlement: Settlement<number>) => {
    pending.get(payload)?.(settlement)
    pending.delete(payload)
    return flush()
  }
  return { send, sent, answer, inFlight: () => [...pending.keys()] }
}

const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ key: String(index + 1), payload: `r${index + 1}` }))

describe('the batch runner', () => {
  it('keeps two rows on their way, saves before each send, and finishes', async () => {
    const api = service()
    const saved: BatchRunState<string, number>[] = []
    const runner = createBatchRunner({ initial: newBatchRun<string, number>(rows(3)), send: api.send, save: (batch) => saved.push(batch) > 0 })
    runner.start()
    expect(api.sent).toEqual(['r1', 'r2'])
    // Kept as on its way before the request left: a reload now finds it unconfirmed, never resends it.
    expect(saved.at(-1)?.rows.map((row) => row.outcome.kind)).toEqual(['sending', 'sending', 'waiting'])
    await api.answer('r1', { kind: 'succeeded', result: 11 })
    expect(api.sent).toEqual(['r1', 'r2', 'r3'])
    await api.answer('r2', { kind: 'succeeded', result: 12 })
    await api.answer('r3', { kind: 'succeeded', result: 13 })
    expect(runner.get().status).toEqual({ kind: 'finished' })
    expect(api.sent).toHaveLength(3)
  })

  it('waits out a 429 on its clock, then sends the same row again', async () => {
    const api = service()
    const { clock, advance } = manualClock()
    const runner = createBatchRunner({ initial: newBatchRun<string, number>(rows(2)), send: api.send, clock, concurrency: 1 })
    runner.start()
    await api.answer('r1', { kind: 'rate-limited', retryAfterMs: 2000 })
    expect(runner.get().status).toEqual({ kind: 'waiting', until: 2000 })
    advance(1999)
    expect(api.sent).toEqual(['r1'])
    advance(1)
    expect(api.sent).toEqual(['r1', 'r1'])
    await api.answer('r1', { kind: 'succeeded', result: 1 })
    expect(api.sent).toEqual(['r1', 'r1', 'r2'])
  })

  it('sends nothing while paused and goes on when resumed; stop ends it', async () => {
    const api = service()
    const runner = createBatchRunner({ initial: newBatchRun<string, number>(rows(4)), send: api.send })
    runner.start()
    runner.pause()
    await api.answer('r1', { kind: 'succeeded', result: 1 })
    await api.answer('r2', { kind: 'succeeded', result: 2 })
    expect(api.sent).toEqual(['r1', 'r2'])
    runner.start()
    expect(api.sent).toEqual(['r1', 'r2', 'r3', 'r4'])
    runner.stop()
    await api.answer('r3', { kind: 'succeeded', result: 3 })
    expect(runner.get().status).toEqual({ kind: 'stopped', reason: null })
  })

  it('counts a send that throws as unconfirmed', async () => {
    const runner = createBatchRunner({ initial: newBatchRun<string, number>(rows(1)), send: () => Promise.reject(new Error('boom')) })
    runner.start()
    await flush()
    expect(runner.get().rows[0]?.outcome).toEqual({ kind: 'unconfirmed', why: 'boom' })
  })
})
