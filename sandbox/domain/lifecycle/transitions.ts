import { SUBMISSION_STATUS, type PartnerStatus, type StatusEventType } from '../../../src/contract/webhooks.ts'
import { submissionStatusLabel } from '../../../src/domain/submission-status.ts'
import type { SubmissionStatus } from '../../store/types.ts'

const { bound, requestedBind, pendingCancellation, canceled } = SUBMISSION_STATUS

interface Move {
  from: SubmissionStatus
  to: SubmissionStatus
  /** What `previous_status` says when it is not `from` itself (section 3, rule 1). */
  reportedPrevious?: PartnerStatus
}

/**
 * Section 3's table, one entry per status event of 6.1. A bind from Quoted is the bind request and its
 * completion at once, so it reports Requested Bind (2) as the last partner-visible status, as the table
 * does. The events of rule 2 (quoted, endorsement_bound, renewed) move nothing the contract names: the
 * status they show before and after is the one the submission has (docs/api-assumptions.md, "Webhooks").
 */
const MOVES: Record<StatusEventType, readonly Move[]> = {
  'submission.quoted': [
    { from: 'Quoted', to: 'Quoted' },
    { from: 'Indication', to: 'Quoted' },
    { from: bound, to: bound },
  ],
  'submission.bind_completed': [
    { from: requestedBind, to: bound },
    { from: 'Quoted', to: bound, reportedPrevious: requestedBind },
  ],
  'submission.endorsement_bound': [{ from: bound, to: bound }],
  'submission.renewed': [{ from: bound, to: bound }],
  'submission.pending_cancellation': [{ from: bound, to: pendingCancellation }],
  'submission.canceled': [{ from: pendingCancellation, to: canceled }],
  'submission.reinstated': [
    { from: pendingCancellation, to: bound },
    { from: canceled, to: bound },
  ],
}

const partnerStatus = (status: SubmissionStatus): PartnerStatus | undefined => (typeof status === 'number' ? status : undefined)

export type PlannedMove = { ok: true; next: SubmissionStatus; previousStatus?: PartnerStatus; newStatus?: PartnerStatus } | { ok: false; problem: string }

/**
 * Where a status event takes a submission, and the integer statuses its payload shows (absent while
 * the submission has none, as a new quote); or why the move is impossible.
 */
export function planMove(type: StatusEventType, status: SubmissionStatus): PlannedMove {
  const moves = MOVES[type]
  const move = moves.find((candidate) => candidate.from === status)
  if (!move) {
    const allowed = moves.map((candidate) => submissionStatusLabel(candidate.from)).join(' or ')
    return { ok: false, problem: `The submission is ${submissionStatusLabel(status)}; ${type} needs ${allowed}.` }
  }
  return {
    ok: true,
    next: move.to,
    previousStatus: move.reportedPrevious ?? partnerStatus(move.from),
    newStatus: partnerStatus(move.to),
  }
}
