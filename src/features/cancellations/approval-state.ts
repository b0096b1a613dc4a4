import { placeFieldErrors } from '@/components/form/apply-field-errors'
import type { CancelApproveRequest } from '@/contract/cancel-approve'
import type { ApprovalFailure } from './api/approval-answer'
import { approvalFieldOf, guardFieldOf } from './form'
import type { LastAttempt } from './kept-approvals'

/**
 * The approval's state as data: what the workbench shows, short of a saved approval (the page shows that
 * instead), and the events that move it. Pure, so every answer's consequence is tested without a page;
 * the workbench only draws it, keeps `lastAttempt` and the guard with the draft, and puts the service's
 * field messages on the forms.
 */

/** What the service said of the guard: the account may not approve it (403), or it needs or refused the details (422, 409). */
export type GuardProblem = { kind: 'authority'; message: string } | { kind: 'details'; refusal: string | null }

/** An answer that approved nothing and needs no dialog. */
export type PlainAnswer =
  | { kind: 'rate-limited' }
  | { kind: 'offline' }
  | { kind: 'refused'; message: string; maybeSavedBefore: boolean }
  /** The service says it is already approved; `sentAt`: an approval from this browser whose answer never came, perhaps the one. */
  | { kind: 'already-approved'; message: string; sentAt: string | null }

/** A failure the workbench answers: a rule-8 receipt is a saved approval, never one of these. */
export type WorkbenchFailure = Exclude<ApprovalFailure, { kind: 'receipt' }>

export interface ApprovalState {
  /** Dialogs stay mounted and open or close, so that each gives the focus back; each keeps what it shows while it closes. */
  confirm: { open: boolean; request: CancelApproveRequest }
  guard: { open: boolean; problem: GuardProblem }
  holdOpen: boolean
  answer: PlainAnswer | null
  /** Messages of a 422 that no field takes: the error summary says them. */
  unplaced: string | null
  /** What became of the last approval sent from this browser; kept with the draft. */
  lastAttempt: LastAttempt | null
  /** What was known before the approval on its way: an answer that approved nothing leaves it standing. */
  beforeSend: LastAttempt | null
  /** The service said the cancellation is guarded: every approval sends the guard details; kept with the draft. */
  guardKnown: boolean
  /** The person said the hold is resolved, or that they checked the last approval was not saved. */
  unlocked: boolean
  /** The panel about the last attempt takes the focus once drawn: after an unknown outcome, or the hold dialog closing. */
  focusPanel: boolean
}

export type ApprovalEvent =
  | { type: 'confirm-asked'; request: CancelApproveRequest }
  | { type: 'confirm-closed' }
  /** An approval left; `at` is written with it, so a tab closed meanwhile leaves an attempt of unknown outcome, never none. */
  | { type: 'sent'; at: string }
  | { type: 'failed'; failure: WorkbenchFailure; at: string }
  | { type: 'guard-opened' }
  | { type: 'guard-closed' }
  | { type: 'hold-closed' }
  | { type: 'unlocked-changed'; unlocked: boolean }
  | { type: 'panel-focused' }

const DETAILS: GuardProblem = { kind: 'details', refusal: null }

export function initialApprovalState(draft: { lastAttempt: LastAttempt | null; guardKnown: boolean }): ApprovalState {
  return {
    confirm: { open: false, request: {} },
    guard: { open: false, problem: DETAILS },
    holdOpen: false,
    answer: null,
    unplaced: null,
    lastAttempt: draft.lastAttempt,
    beforeSend: draft.lastAttempt,
    guardKnown: draft.guardKnown,
    unlocked: false,
    focusPanel: false,
  }
}

/** The guard field a 409 names, when the form has it: the message goes there rather than above the fields. */
export const conflictFieldOf = (failure: Extract<WorkbenchFailure, { kind: 'guard-conflict' }>) => (failure.field ? guardFieldOf(failure.field) : null)

/** What a 422 leaves for the summary: its message when no field took anything, else the reasons' messages no field takes. */
function unplacedOf(failure: Extract<WorkbenchFailure, { kind: 'invalid' }>): string | null {
  const guarded = Object.keys(failure.guardErrors).length > 0
  if (!guarded && Object.keys(failure.reasonErrors).length === 0) return failure.message
  const left = placeFieldErrors(failure.reasonErrors, approvalFieldOf).filter(({ path }) => path === null)
  return left.map(({ message }) => message).join(' ') || null
}

function failed(state: ApprovalState, failure: WorkbenchFailure, at: string): ApprovalState {
  switch (failure.kind) {
    case 'held':
      return { ...state, lastAttempt: { kind: 'held', at, hold: failure.hold }, unlocked: false, holdOpen: true }
    case 'unknown':
      return { ...state, lastAttempt: { kind: 'unknown', at, cause: failure.cause }, unlocked: false, focusPanel: true }
  }
  // Nothing was approved by this attempt: what was known before it still stands.
  const settled = { ...state, lastAttempt: state.beforeSend }
  switch (failure.kind) {
    case 'guard-authority':
      return { ...settled, guard: { open: true, problem: { kind: 'authority', message: failure.message } } }
    case 'guard-conflict':
      return { ...settled, guardKnown: true, guard: { open: true, problem: { kind: 'details', refusal: conflictFieldOf(failure) ? null : failure.message } } }
    case 'invalid': {
      const guarded = Object.keys(failure.guardErrors).length > 0
      const guard = guarded ? { open: true, problem: DETAILS } : settled.guard
      return { ...settled, guardKnown: settled.guardKnown || guarded, guard, unplaced: unplacedOf(failure) }
    }
    case 'refused':
    case 'not-found':
      return { ...settled, answer: { kind: 'refused', message: failure.message, maybeSavedBefore: state.beforeSend?.kind === 'unknown' } }
    case 'already-approved': {
      // The answer settles what an unanswered approval left open: the cancellation is approved, whoever approved it.
      const sentAt = state.beforeSend?.kind === 'unknown' ? state.beforeSend.at : null
      return { ...settled, lastAttempt: null, unlocked: false, answer: { kind: 'already-approved', message: failure.message, sentAt } }
    }
    case 'session-ended':
      // The page is gone to sign-in by now: the notice of the way back says it (docs/decisions/0140).
      return settled
    default:
      return { ...settled, answer: failure }
  }
}

export function approvalReducer(state: ApprovalState, event: ApprovalEvent): ApprovalState {
  switch (event.type) {
    case 'confirm-asked':
      return { ...state, confirm: { open: true, request: event.request } }
    case 'confirm-closed':
      return { ...state, confirm: { ...state.confirm, open: false } }
    case 'sent':
      return {
        ...state,
        answer: null,
        unplaced: null,
        beforeSend: state.lastAttempt,
        lastAttempt: { kind: 'unknown', at: event.at, cause: 'no-answer' },
      }
    case 'failed':
      return failed(state, event.failure, event.at)
    case 'guard-opened':
      return { ...state, guard: { open: true, problem: DETAILS } }
    case 'guard-closed':
      return { ...state, guard: { ...state.guard, open: false } }
    case 'hold-closed':
      return { ...state, holdOpen: false, focusPanel: true }
    case 'unlocked-changed':
      return { ...state, unlocked: event.unlocked }
    case 'panel-focused':
      return { ...state, focusPanel: false }
  }
}
