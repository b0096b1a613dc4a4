// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CancellationHoldBody } from '@/contract/cancel-approve'
import { approvalReducer, initialApprovalState, type ApprovalEvent, type ApprovalState } from '../approval-state'

const AT = '2026-11-26T10:00:00.000Z'
const LATER = '2026-11-26T10:05:00.000Z'
const hold = { error: 'Held', errors: {}, reason_code: 'cancellation_notice_manual_review', cancellation_notice: {} } as CancellationHoldBody

const fresh = () => initialApprovalState({ lastAttempt: null, guardKnown: false })
const run = (state: ApprovalState, ...events: ApprovalEvent[]) => events.reduce(approvalReducer, state)
const sent: ApprovalEvent = { type: 'sent', at: AT }
const failedWith = (failure: Extract<ApprovalEvent, { type: 'failed' }>['failure']): ApprovalEvent => ({ type: 'failed', failure, at: LATER })

describe('the approval state', () => {
  it('opens the confirmation with the request, and closes it keeping what it showed', () => {
    const asked = run(fresh(), { type: 'confirm-asked', request: { cancellation_reason: ['non_payment'] } })
    expect(asked.confirm).toEqual({ open: true, request: { cancellation_reason: ['non_payment'] } })
    expect(run(asked, { type: 'confirm-closed' }).confirm).toEqual({ open: false, request: { cancellation_reason: ['non_payment'] } })
  })

  it('writes an attempt of unknown outcome the moment an approval leaves, and clears the last answer', () => {
    const before = run(fresh(), sent, failedWith({ kind: 'rate-limited' }))
    expect(before.answer).toEqual({ kind: 'rate-limited' })
    const again = run(before, { type: 'sent', at: LATER })
    expect(again.lastAttempt).toEqual({ kind: 'unknown', at: LATER, cause: 'no-answer' })
    expect(again.answer).toBeNull()
    expect(again.unplaced).toBeNull()
  })

  it.each([
    ['a 429', { kind: 'rate-limited' as const }],
    ['offline', { kind: 'offline' as const }],
  ])('%s approved nothing: what was known before stands, and the answer is said', (_case, failure) => {
    const state = run(fresh(), sent, failedWith(failure))
    expect(state.lastAttempt).toBeNull()
    expect(state.answer).toEqual(failure)
  })

  it('an ended session approved nothing: what was known before stands, and the way back says it (not this page)', () => {
    const state = run(fresh(), sent, failedWith({ kind: 'session-ended' }))
    expect(state.lastAttempt).toBeNull()
    expect(state.answer).toBeNull()
  })

  it('a hold is remembered, opens its dialog, and its closing sends the focus to the panel', () => {
    const held = run(fresh(), { type: 'unlocked-changed', unlocked: true }, sent, failedWith({ kind: 'held', hold }))
    expect(held.lastAttempt).toEqual({ kind: 'held', at: LATER, hold })
    expect(held.holdOpen).toBe(true)
    expect(held.unlocked).toBe(false)
    const closed = run(held, { type: 'hold-closed' })
    expect(closed).toMatchObject({ holdOpen: false, focusPanel: true })
    expect(run(closed, { type: 'panel-focused' }).focusPanel).toBe(false)
  })

  it('an unknown outcome is remembered with its cause and locks approving again until the person says they checked', () => {
    const unknown = run(fresh(), sent, failedWith({ kind: 'unknown', cause: 'server-failure' }))
    expect(unknown).toMatchObject({ lastAttempt: { kind: 'unknown', at: LATER, cause: 'server-failure' }, unlocked: false, focusPanel: true })
    expect(run(unknown, { type: 'unlocked-changed', unlocked: true }).unlocked).toBe(true)
  })

  it('a refusal after an attempt of unknown outcome says that attempt may have been saved', () => {
    const unknown = run(fresh(), sent, failedWith({ kind: 'unknown', cause: 'no-answer' }))
    const refused = run(
      unknown,
      { type: 'unlocked-changed', unlocked: true },
      { type: 'sent', at: LATER },
      failedWith({ kind: 'refused', message: 'Not bound', status: 404 }),
    )
    expect(refused.answer).toEqual({ kind: 'refused', message: 'Not bound', maybeSavedBefore: true })
    expect(refused.lastAttempt).toEqual(unknown.lastAttempt)
    expect(run(fresh(), sent, failedWith({ kind: 'refused', message: 'No', status: 404 })).answer).toMatchObject({ maybeSavedBefore: false })
    expect(run(fresh(), sent, failedWith({ kind: 'not-found', message: 'No such' })).answer).toEqual({
      kind: 'refused',
      message: 'No such',
      maybeSavedBefore: false,
    })
  })

  it('"already approved" is said as such, and settles an attempt of unknown outcome: the cancellation is approved', () => {
    const fromScratch = run(fresh(), sent, failedWith({ kind: 'already-approved', message: 'Already approved.' }))
    expect(fromScratch).toMatchObject({ answer: { kind: 'already-approved', message: 'Already approved.', sentAt: null }, lastAttempt: null })
    const unknown = run(fresh(), sent, failedWith({ kind: 'unknown', cause: 'no-answer' }))
    const settled = run(
      unknown,
      { type: 'unlocked-changed', unlocked: true },
      { type: 'sent', at: LATER },
      failedWith({ kind: 'already-approved', message: 'Already approved.' }),
    )
    expect(settled).toMatchObject({ answer: { kind: 'already-approved', sentAt: LATER }, lastAttempt: null, unlocked: false })
  })

  it('a 403 opens the authority refusal without making the guard known', () => {
    const state = run(fresh(), sent, failedWith({ kind: 'guard-authority', message: 'No authority' }))
    expect(state.guard).toEqual({ open: true, problem: { kind: 'authority', message: 'No authority' } })
    expect(state.guardKnown).toBe(false)
  })

  it('a 409 makes the guard known; its message goes on the field it names, else above the fields', () => {
    const named = run(fresh(), sent, failedWith({ kind: 'guard-conflict', message: 'Wrong id', field: 'cancellation_guard_id' }))
    expect(named).toMatchObject({ guardKnown: true, guard: { open: true, problem: { kind: 'details', refusal: null } } })
    const unnamed = run(fresh(), sent, failedWith({ kind: 'guard-conflict', message: 'Acknowledge it', field: null }))
    expect(unnamed.guard.problem).toEqual({ kind: 'details', refusal: 'Acknowledge it' })
  })

  it('a 422 on guard fields opens the guard dialog; the reasons the form has no field for go to the summary', () => {
    const state = run(
      fresh(),
      sent,
      failedWith({
        kind: 'invalid',
        message: 'Invalid',
        reasonErrors: { cancellation_reason: ['Required'], unknown_field: ['Odd'] },
        guardErrors: { cancellation_guard_id: ['Required'] },
      }),
    )
    expect(state).toMatchObject({ guardKnown: true, guard: { open: true, problem: { kind: 'details', refusal: null } }, unplaced: 'Odd', lastAttempt: null })
  })

  it('a 422 no field takes says its message; one the form places entirely leaves the summary to the fields', () => {
    expect(run(fresh(), sent, failedWith({ kind: 'invalid', message: 'Invalid body', reasonErrors: {}, guardErrors: {} })).unplaced).toBe('Invalid body')
    const placed = run(fresh(), sent, failedWith({ kind: 'invalid', message: 'Invalid', reasonErrors: { cancellation_reason: ['Required'] }, guardErrors: {} }))
    expect(placed).toMatchObject({ unplaced: null, guardKnown: false, guard: { open: false } })
  })

  it('the guard dialog opens for its details on request and closes', () => {
    const open = run(initialApprovalState({ lastAttempt: null, guardKnown: true }), { type: 'guard-opened' })
    expect(open.guard).toEqual({ open: true, problem: { kind: 'details', refusal: null } })
    expect(run(open, { type: 'guard-closed' }).guard.open).toBe(false)
  })

  it('starts from what the draft kept', () => {
    const kept = { kind: 'held' as const, at: AT, hold }
    expect(initialApprovalState({ lastAttempt: kept, guardKnown: true })).toMatchObject({
      lastAttempt: kept,
      guardKnown: true,
      holdOpen: false,
      unlocked: false,
    })
  })
})
