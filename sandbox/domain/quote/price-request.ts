import { todayInUsStates } from '../../../src/generic/dates.ts'
import type { Sandbox } from '../../sandbox.ts'
import type { Account, Submission } from '../../store/types.ts'
import { recordSubmissionEvent } from '../lifecycle/record-event.ts'
import { rateCoverages, type RatedCoverage } from '../rating/rate-coverages.ts'
import { declineReason } from './declines.ts'
import { recordSubmission } from './record-submission.ts'
import type { QuoteMode } from './request.ts'
import type { FieldErrors } from '../validation/field-errors.ts'
import { validateQuoteRequest } from './validate-request.ts'

export type PricingOutcome =
  { kind: 'invalid'; errors: FieldErrors } | { kind: 'declined'; reason: string } | { kind: 'priced'; submission: Submission; coverages: RatedCoverage[] }

/** A retail agency's retail agent is ignored: neither validated nor kept (sandbox-fixtures.md). */
function withoutIgnoredGroups(account: Account, body: Record<string, unknown>): Record<string, unknown> {
  if (account.agencyType !== 'retail') return body
  const { retailAgent: _ignored, ...rest } = body
  return rest
}

/**
 * Validates, screens and rates a quote or indication request; a priced one becomes a submission of
 * the account's agency, and a quote announces `submission.quoted`.
 */
export function priceRequest(sandbox: Sandbox, account: Account, mode: QuoteMode, body: Record<string, unknown>): PricingOutcome {
  const today = todayInUsStates(sandbox.clock.now())
  const validation = validateQuoteRequest(mode, withoutIgnoredGroups(account, body), { today, agencyType: account.agencyType })
  if (!validation.ok) return { kind: 'invalid', errors: validation.errors }
  const reason = declineReason(validation.valid.request)
  if (reason) return { kind: 'declined', reason }
  const coverages = rateCoverages(validation.valid)
  const submission = recordSubmission(sandbox, account, validation.valid, coverages)
  if (mode === 'quote') recordSubmissionEvent(sandbox, submission, 'submission.quoted')
  return { kind: 'priced', submission, coverages }
}
