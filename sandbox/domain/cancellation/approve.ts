import {
  CANCELLATION_HOLD_REASON,
  cancelApproveRequestSchema,
  NOTICE_CONTINUATION_PHASE,
  NOTICE_CONTINUATION_REASON,
  SAVED_APPROVAL_REASON,
  SUBMISSION_STATUS_TEXT,
  type CancelApproveRequest,
  type CancelApproveSuccess,
  type CancellationHoldBody,
  type SavedApprovalBody,
} from '../../../src/contract/cancel-approve.ts'
import { toIsoDate } from '../../../src/generic/dates.ts'
import { checkAgainst } from '../validation/check-against.ts'
import { fieldErrorsFromIssues, type FieldErrors } from '../validation/field-errors.ts'
import type { Sandbox } from '../../sandbox.ts'
import { openNoticeContinuation, saveCancellationApproval, type OwnedCancellation } from '../../store/pending-cancellations.ts'
import type { Account, CancellationApproval, CancellationDates, PendingCancellation, Submission } from '../../store/types.ts'
import { approvalReasons } from './approval-reasons.ts'
import { checkGuard, type GuardRefusal } from './guard.ts'
import { enterPendingCancellation, PENDING_CANCELLATION } from './lifecycle.ts'
import { decideNotice, type NoticeDecision } from './notice-engine.ts'
import { decisionsDiffer, noticeOf, type NoticeReport } from './notice-report.ts'

export type ApprovalOutcome =
  | { kind: 'invalid'; errors: FieldErrors }
  | Extract<GuardRefusal, { kind: 'guard' }>
  | { kind: 'held'; body: CancellationHoldBody }
  | { kind: 'approved'; body: CancelApproveSuccess }
  | { kind: 'saved'; body: SavedApprovalBody }

/** The stored dates that apply: the WC date only when workers' compensation is canceled too (rule 5). */
function applicableDates(cancellation: PendingCancellation): CancellationDates {
  const { dates, wcAction } = cancellation
  return { ...dates, effective_date_transaction_wc: wcAction === 'cancel' ? dates.effective_date_transaction_wc : null }
}

/** The notice decision for this cancellation from a given day and for given reasons. */
function decide(owned: OwnedCancellation, day: string, reasons: readonly string[]): NoticeDecision {
  const { submission, cancellation } = owned
  return decideNotice({
    evaluationDay: day,
    state: submission.garageState,
    reasons,
    wholePolicy: cancellation.wholePolicy,
    term: { effectiveDate: submission.effectiveDate, expirationDate: submission.expirationDate },
    alFederalFiling: cancellation.alFederalFiling,
    dates: applicableDates(cancellation),
    historicalException: cancellation.historicalException,
  })
}

/**
 * Rule 3: with enforcement on, the decision is re-evaluated from the approval day and applied. With it
 * off, the notice is the request-time decision (from the day the cancellation was requested, for the
 * stored reason), applied to nothing, and says whether a decision from the approval day would differ.
 */
function noticeReport(owned: OwnedCancellation, now: Date, reasons: readonly string[]): NoticeReport {
  const { submission, cancellation } = owned
  const requestDecision = decide(owned, toIsoDate(new Date(cancellation.requestedAt)), cancellation.storedExternalReason)
  const approvalDecision = decide(owned, toIsoDate(now), reasons)
  const common = { requestDecision, state: submission.garageState, cancellation, approvedReason: reasons, currentDates: applicableDates(cancellation) }
  if (cancellation.enforcementEnabled) {
    return { ...common, phase: 'approval', decision: approvalDecision, evaluatedAt: now.toISOString(), reasons, persistedDates: approvalDecision.dates }
  }
  return {
    ...common,
    phase: 'request',
    decision: requestDecision,
    evaluatedAt: cancellation.requestedAt,
    reasons: cancellation.storedExternalReason,
    persistedDates: common.currentDates,
    previewStale: decisionsDiffer(requestDecision, approvalDecision),
  }
}

function holdBody(report: NoticeReport): CancellationHoldBody {
  const hold = report.decision.hold!
  const errors = Object.fromEntries(Object.entries(hold.problems).map(([key, messages]) => [key, [...messages]]))
  return {
    error: `Approval held for manual review: ${Object.values(hold.problems).flat()[0]} Nothing was approved; resolve the hold before approving again.`,
    errors,
    reason_code: CANCELLATION_HOLD_REASON,
    cancellation_notice: noticeOf({ ...report, approvedReason: null, persistedDates: report.currentDates }),
  }
}

/** What rule 5 and rule 8 both report: the ids, the status and the stored dates. */
function approvalFacts(submission: Submission, cancellation: PendingCancellation, dates: CancellationDates) {
  return {
    submission_number: submission.submissionNumber,
    transaction_id: cancellation.transactionId,
    submission_status: SUBMISSION_STATUS_TEXT[PENDING_CANCELLATION],
    transportation_submission_id: cancellation.transportationSubmissionId,
    ...dates,
  }
}

/** Approval and guard commit together; the policy enters Pending Cancellation. */
function commit(sandbox: Sandbox, account: Account, owned: OwnedCancellation, request: CancelApproveRequest, report: NoticeReport, internal: string[]) {
  const { submission, cancellation } = owned
  const notice = noticeOf(report)
  const approval: CancellationApproval = {
    approvedAt: sandbox.clock.now().toISOString(),
    approvedBy: account.username,
    externalReason: [...report.approvedReason!],
    brokerReason: request.cancellation_reason_broker ?? null,
    otherReason: request.cancel_reason_others ?? null,
    guardComment: cancellation.guardId === null ? null : request.cancellation_guard_approval_comment!,
    notice,
    noticeContinuation: null,
  }
  saveCancellationApproval(cancellation, approval, report.persistedDates, internal)
  enterPendingCancellation(sandbox, submission, cancellation.transactionId)
  return { facts: approvalFacts(submission, cancellation, report.persistedDates), notice }
}

/**
 * Rules 1 to 8 on a cancellation the caller's agency owns and that is still pending, in the order of
 * docs/api-assumptions.md: the body's shape and limits, the guard, the reasons, the notice decision,
 * then the commit.
 */
export function approveCancellation(sandbox: Sandbox, account: Account, owned: OwnedCancellation, body: Record<string, unknown>): ApprovalOutcome {
  const parsed = checkAgainst(cancelApproveRequestSchema, body)
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrorsFromIssues(parsed.error.issues) }
  const request = parsed.data
  const { cancellation } = owned

  const guard = checkGuard(cancellation, account, request)
  if (guard) return guard

  const reasons = approvalReasons(cancellation, request)
  if (!reasons.ok) return { kind: 'invalid', errors: reasons.errors }

  const report = noticeReport(owned, sandbox.clock.now(), reasons.external)
  if (report.phase === 'approval' && report.decision.hold) return { kind: 'held', body: holdBody(report) }

  const { facts, notice } = commit(sandbox, account, owned, request, report, reasons.internal)
  if (!cancellation.failsNoticeHandoff) return { kind: 'approved', body: { status: 'success', ...facts, cancellation_notice: notice } }

  const continuation = openNoticeContinuation(sandbox.store, cancellation, NOTICE_CONTINUATION_PHASE, NOTICE_CONTINUATION_REASON)
  return {
    kind: 'saved',
    body: {
      error: `The approval was saved, but handing the notice over for generation failed; notice continuation ${continuation.id} is open for review. Keep this receipt and do not approve again.`,
      reason_code: SAVED_APPROVAL_REASON,
      approval_saved: true,
      ...facts,
      notice_continuation: continuation,
      cancellation_notice: notice,
    },
  }
}
