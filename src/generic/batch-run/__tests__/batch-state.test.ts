import { describe, expect, it } from 'vitest'
import { batchRunReducer, countBatchRun, newBatchRun, reloadedBatchRun, rowsToSend, timeLeftMs, type BatchRunEvent, type BatchRunState } from '../batch-state'

type Batch = BatchRunState<string, number>
const batchOf = (count: number): Batch => newBatchRun(Array.from({ length: count }, (_, index) => ({ key: `line ${index + 2}`, payload: `row ${index}` })))
const run = (batch: Batch, events: BatchRunEvent<string, number>[], now = 0) => events.reduce((state, event) => batchRunReducer(state, event, now), batch)
const outcomes = (batch: Batch) => batch.rows.map((row) => row.outcome.kind)
const dispatchAll = (batch: Batch) =>
  run(
    batch,
    rowsToSend(batch, 2).map((row) => ({ type: 'dispatch', key: row.key })),
  )

describe('a batch run', () => {
  it('sends nothing until started, then at most two rows at once, in order', () => {
    const batch = batchOf(3)
    expect(rowsToSend(batch, 2)).toEqual([])
    const started = run(batch, [{ type: 'start' }])
    expect(rowsToSend(started, 2).map((row) => row.key)).toEqual(['line 2', 'line 3'])
    const sending = dispatchAll(started)
    expect(outcomes(sending)).toEqual(['sending', 'sending', 'waiting'])
    expect(rowsToSend(sending, 2)).toEqual([])
  })

  it('keeps each answer on its row and finishes when every row is answered', () => {
    let batch = dispatchAll(run(batchOf(3), [{ type: 'start' }]))
    batch = run(batch, [
      { type: 'settle', key: 'line 2', settlement: { kind: 'succeeded', result: 501 } },
      { type: 'settle', key: 'line 3', settlement: { kind: 'refused', messages: ['Required'], fields: { name_first: ['Required'] } } },
    ])
    batch = dispatchAll(batch)
    batch = run(batch, [{ type: 'settle', key: 'line 4', settlement: { kind: 'unconfirmed', why: 'The service failed while handling it.' } }])
    expect(batch.rows.map((row) => row.outcome)).toEqual([
      { kind: 'succeeded', result: 501 },
      { kind: 'refused', messages: ['Required'], fields: { name_first: ['Required'] } },
      { kind: 'unconfirmed', why: 'The service failed while handling it.' },
    ])
    expect(batch.status).toEqual({ kind: 'finished' })
    expect(countBatchRun(batch)).toEqual({ total: 3, sent: 3, succeeded: 1, refused: 1, unconfirmed: 1, held: 0, left: 0 })
  })

  it('never sends an unconfirmed row again by itself; the person sends it again or says it was done', () => {
    let batch = dispatchAll(run(batchOf(2), [{ type: 'start' }]))
    batch = run(batch, [
      { type: 'settle', key: 'line 2', settlement: { kind: 'unconfirmed', why: 'time-out' } },
      { type: 'settle', key: 'line 3', settlement: { kind: 'unconfirmed', why: 'time-out' } },
    ])
    expect(rowsToSend(run(batch, [{ type: 'start' }]), 2)).toEqual([])
    batch = run(batch, [
      { type: 'mark-done', key: 'line 2' },
      { type: 'requeue', key: 'line 3' },
    ])
    expect(outcomes(batch)).toEqual(['marked-done', 'waiting'])
    expect(batch.status).toEqual({ kind: 'ready' })
    expect(rowsToSend(run(batch, [{ type: 'start' }]), 2).map((row) => row.key)).toEqual(['line 3'])
  })

  it('sends a refused row again with the fixed payload; a row that succeeded cannot be requeued', () => {
    let batch = dispatchAll(run(batchOf(1), [{ type: 'start' }]))
    batch = run(batch, [{ type: 'settle', key: 'line 2', settlement: { kind: 'succeeded', result: 7 } }])
    expect(run(batch, [{ type: 'requeue', key: 'line 2' }])).toBe(batch)
    let refused = dispatchAll(run(batchOf(1), [{ type: 'start' }]))
    refused = run(refused, [
      { type: 'settle', key: 'line 2', settlement: { kind: 'refused', messages: ['x'], fields: {} } },
      { type: 'requeue', key: 'line 2', payload: 'fixed' },
    ])
    expect(refused.rows[0]).toEqual({ key: 'line 2', payload: 'fixed', outcome: { kind: 'waiting' } })
  })

  it('never sends a held row by itself: it is counted apart, the run finishes without it, and the person releases it (with a fixed payload, or as it is)', () => {
    let batch: Batch = newBatchRun([
      { key: 'line 2', payload: 'row 0' },
      { key: 'line 3', payload: 'row 1', held: { reason: 'to fix', messages: ['Date of birth: Enter a date'] } },
      { key: 'line 4', payload: 'row 2', held: { reason: 'repeat', messages: ['Same as line 2'] } },
    ])
    expect(batch.rows[1]!.outcome).toEqual({ kind: 'held', reason: 'to fix', messages: ['Date of birth: Enter a date'] })
    batch = run(batch, [{ type: 'start' }])
    expect(rowsToSend(batch, 2).map((row) => row.key)).toEqual(['line 2'])
    batch = run(dispatchAll(batch), [{ type: 'settle', key: 'line 2', settlement: { kind: 'succeeded', result: 1 } }])
    expect(batch.status).toEqual({ kind: 'finished' })
    expect(countBatchRun(batch)).toEqual({ total: 3, sent: 1, succeeded: 1, refused: 0, unconfirmed: 0, held: 2, left: 0 })

    batch = run(batch, [
      { type: 'requeue', key: 'line 3', payload: 'row 1 fixed' },
      { type: 'requeue', key: 'line 4' },
    ])
    expect(batch.status).toEqual({ kind: 'ready' })
    expect(rowsToSend(run(batch, [{ type: 'start' }]), 2).map((row) => row.payload)).toEqual(['row 1 fixed', 'row 2'])
  })

  it('waits after a 429 (Retry-After, else 1 s doubling), the row back in line, then goes on', () => {
    let batch = dispatchAll(run(batchOf(2), [{ type: 'start' }], 1000))
    batch = batchRunReducer(batch, { type: 'settle', key: 'line 2', settlement: { kind: 'rate-limited', retryAfterMs: null } }, 1000)
    expect(batch.status).toEqual({ kind: 'waiting', until: 2000 })
    expect(outcomes(batch)).toEqual(['waiting', 'sending'])
    expect(rowsToSend(batch, 2)).toEqual([])
    batch = batchRunReducer(batch, { type: 'settle', key: 'line 3', settlement: { kind: 'rate-limited', retryAfterMs: null } }, 1100)
    expect(batch.status).toEqual({ kind: 'waiting', until: 3100 })
    expect(batchRunReducer(batch, { type: 'wait-over' }, 3000)).toBe(batch)
    batch = batchRunReducer(batch, { type: 'wait-over' }, 3100)
    expect(batch.status).toEqual({ kind: 'running' })
    batch = dispatchAll(batch)
    batch = batchRunReducer(batch, { type: 'settle', key: 'line 2', settlement: { kind: 'rate-limited', retryAfterMs: 5000 } }, 4000)
    expect(batch.status).toEqual({ kind: 'waiting', until: 9000 })
  })

  it('a 404 stops the run once, with one message: the rows it answered are refused with it, the others wait unsent', () => {
    let batch = dispatchAll(run(batchOf(3), [{ type: 'start' }]))
    batch = run(batch, [
      { type: 'settle', key: 'line 2', settlement: { kind: 'not-sent', halt: 'stop', message: 'Not found' } },
      { type: 'settle', key: 'line 3', settlement: { kind: 'not-sent', halt: 'stop', message: 'Not found again' } },
    ])
    expect(batch.status).toEqual({ kind: 'stopped', reason: 'Not found' })
    expect(outcomes(batch)).toEqual(['refused', 'refused', 'waiting'])
    expect(batch.rows[1]!.outcome).toEqual({ kind: 'refused', messages: ['Not found again'], fields: {} })
    expect(rowsToSend(batch, 2)).toEqual([])
  })

  it('a stop that points its row to the run’s message says that message once: the row says where it stopped', () => {
    let batch = dispatchAll(run(batchOf(2), [{ type: 'start' }]))
    batch = run(batch, [
      { type: 'settle', key: 'line 2', settlement: { kind: 'not-sent', halt: 'stop', message: 'Not found: BR-1', rowMessage: 'Stopped here' } },
    ])
    expect(batch.status).toEqual({ kind: 'stopped', reason: 'Not found: BR-1' })
    expect(batch.rows[0]!.outcome).toEqual({ kind: 'refused', messages: ['Stopped here'], fields: {} })
  })

  it('pauses and resumes; answers on their way when paused are still kept', () => {
    let batch = dispatchAll(run(batchOf(3), [{ type: 'start' }]))
    batch = run(batch, [{ type: 'pause' }, { type: 'settle', key: 'line 2', settlement: { kind: 'succeeded', result: 1 } }])
    expect(batch.status).toEqual({ kind: 'paused', reason: null })
    expect(outcomes(batch)).toEqual(['succeeded', 'sending', 'waiting'])
    expect(rowsToSend(batch, 2)).toEqual([])
    batch = run(batch, [{ type: 'start' }])
    expect(rowsToSend(batch, 2).map((row) => row.key)).toEqual(['line 4'])
  })

  it('paused while its last rows are on their way, it finishes once they are answered: nothing is left to resume', () => {
    let batch = dispatchAll(run(batchOf(2), [{ type: 'start' }]))
    batch = run(batch, [{ type: 'pause' }, { type: 'settle', key: 'line 2', settlement: { kind: 'succeeded', result: 1 } }])
    expect(batch.status).toEqual({ kind: 'paused', reason: null })
    batch = run(batch, [{ type: 'settle', key: 'line 3', settlement: { kind: 'refused', messages: ['Required'], fields: {} } }])
    expect(batch.status).toEqual({ kind: 'finished' })
  })

  it('stopped by the person, it sends nothing more until started again', () => {
    const batch = run(dispatchAll(run(batchOf(3), [{ type: 'start' }])), [{ type: 'stop' }])
    expect(batch.status).toEqual({ kind: 'stopped', reason: null })
    expect(rowsToSend(batch, 2)).toEqual([])
    expect(
      rowsToSend(run(batch, [{ type: 'settle', key: 'line 2', settlement: { kind: 'succeeded', result: 1 } }, { type: 'start' }]), 2).map((row) => row.key),
    ).toEqual(['line 4'])
  })

  it('read back after a reload: a row on its way is unconfirmed and the run is paused', () => {
    const batch = dispatchAll(run(batchOf(3), [{ type: 'start' }]))
    const recovered = reloadedBatchRun(batch, 'The page closed while it was on its way.')
    expect(outcomes(recovered)).toEqual(['unconfirmed', 'unconfirmed', 'waiting'])
    expect(recovered.status).toEqual({ kind: 'paused', reason: null })
    expect(rowsToSend(run(recovered, [{ type: 'start' }]), 2).map((row) => row.key)).toEqual(['line 4'])
  })

  it('read back after a reload with nothing left to send: finished, not paused, and the closed time not counted', () => {
    const batch = dispatchAll(run(batchOf(2), [{ type: 'start' }], 1_000))
    const recovered = reloadedBatchRun(batch, 'The page closed while it was on its way.')
    expect(outcomes(recovered)).toEqual(['unconfirmed', 'unconfirmed'])
    expect(recovered.status).toEqual({ kind: 'finished' })
    expect(recovered.activeMs).toBe(0)
  })

  it('estimates the time left from the pace while running', () => {
    let batch = dispatchAll(run(batchOf(4), [{ type: 'start' }], 0))
    expect(timeLeftMs(batch, 0)).toBeNull()
    batch = batchRunReducer(batch, { type: 'settle', key: 'line 2', settlement: { kind: 'succeeded', result: 1 } }, 100)
    batch = batchRunReducer(batch, { type: 'settle', key: 'line 3', settlement: { kind: 'succeeded', result: 2 } }, 200)
    // Two answered in 200 ms: 100 ms a row, two rows left.
    expect(timeLeftMs(batch, 200)).toBe(200)
  })
})
