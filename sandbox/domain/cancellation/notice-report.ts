import type { CancellationNotice, NOTICE_PHASES } from '../../../src/contract/cancel-approve.ts'
import type { CancellationDates, PendingCancellation } from '../../store/types.ts'
import type { NoticeDecision } from './notice-engine.ts'

export type NoticePhase = (typeof NOTICE_PHASES)[number]

/** What one `cancellation_notice` (section 2.8) reports. */
export interface NoticeReport {
  /** `approval`: the decision from the approval day (enforcement on); `request`: the request-time decision. */
  phase: NoticePhase
  decision: NoticeDecision
  requestDecision: NoticeDecision
  evaluatedAt: string
  state: string
  /** The reasons the decision was evaluated for. */
  reasons: readonly string[]
  cancellation: PendingCancellation
  /** Null when nothing was approved (a hold). */
  approvedReason: readonly string[] | null
  currentDates: CancellationDates
  persistedDates: CancellationDates
  /** Request phase only: whether a decision from the approval day would differ. */
  previewStale?: boolean
}

/** Several reason codes travel as one string (2.8 types the reasons as strings): comma-separated, in order. */
const reasonText = (codes: readonly string[]) => codes.join(',')

/**
 * The notice object: always phase, state, reason, ground, the minimum, days in force, held, changes,
 * measurements, the dates before and after, the request-time decision, enabled, historical_exempt,
 * evaluated_at, the date role and wc_action; `hold_reason` only when held, `approved_reason` only when
 * approved, `stored_reason` only when one is stored, `preview_stale` only in the request phase, the
 * historical exception's fields only when it applies.
 */
export function noticeOf(report: NoticeReport): CancellationNotice {
  const { decision, cancellation } = report
  const exception = decision.historicalExempt ? cancellation.historicalException : null
  const persisted = report.phase === 'approval' && decision.hold === null
  return {
    phase: report.phase,
    state: report.state,
    reason: reasonText(report.reasons),
    ground: decision.ground,
    notice_minimum_required: decision.noticeMinimumRequired,
    floor_days: decision.floorDays,
    days_in_force: decision.daysInForce,
    minimum_date: decision.minimumDate,
    held: decision.hold !== null,
    ...(decision.hold && { hold_reason: decision.hold.reason }),
    changes: decision.changes,
    date_measurements: decision.measurements,
    current_dates: report.currentDates,
    persisted_dates: report.persistedDates,
    request_decision: {
      changes: report.requestDecision.changes,
      notice_minimum_required: report.requestDecision.noticeMinimumRequired,
    },
    enabled: cancellation.enforcementEnabled,
    historical_exempt: decision.historicalExempt,
    ...(exception && {
      historical_actor_id: exception.actorId,
      historical_source: exception.source,
      historical_justification: exception.justification,
    }),
    evaluated_at: report.evaluatedAt,
    ...(cancellation.storedExternalReason.length > 0 && { stored_reason: reasonText(cancellation.storedExternalReason) }),
    ...(report.approvedReason && { approved_reason: reasonText(report.approvedReason) }),
    ...(report.previewStale !== undefined && { preview_stale: report.previewStale }),
    ...decision.dates,
    date_role: persisted ? 'persisted' : 'proposal',
    wc_action: cancellation.wcAction,
  }
}

/** Whether two decisions would tell a person something different (the request-time preview gone stale). */
export function decisionsDiffer(first: NoticeDecision, second: NoticeDecision): boolean {
  const gist = (decision: NoticeDecision) =>
    JSON.stringify([decision.ground, decision.floorDays, decision.hold?.reason ?? null, decision.changes, decision.historicalExempt])
  return gist(first) !== gist(second)
}
