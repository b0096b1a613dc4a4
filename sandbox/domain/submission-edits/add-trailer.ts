import { addTrailerRequestSchema, unitRuleIssues, type AddTrailerRequest } from '../../../src/contract/submission-edits.ts'
import type { Sandbox } from '../../sandbox.ts'
import { allocateId } from '../../store/ids.ts'
import type { OwnedTransaction } from '../../store/submissions.ts'
import type { Trailer } from '../../store/types.ts'
import { validateWithRules, type Validation } from '../validation/validate-with-rules.ts'
import { given } from './given.ts'
import { duplicateVinIssues, editDay } from './schedule.ts'

/** Section 4.6: a trailer joins the transaction's schedule, its VIN not already on it. */
export function addTrailer(sandbox: Sandbox, { transaction }: OwnedTransaction, body: Record<string, unknown>): Validation<Trailer> {
  const today = editDay(sandbox)
  const validation = validateWithRules(addTrailerRequestSchema, body, (input: Partial<AddTrailerRequest>) => [
    ...unitRuleIssues(input, today),
    ...duplicateVinIssues(transaction, input.vehicle_id_number),
  ])
  if (!validation.ok) return validation
  const trailer: Trailer = { trailerId: allocateId(sandbox.store, 'trailer'), ...given(validation.value) }
  transaction.trailers.push(trailer)
  return { ok: true, value: trailer }
}
