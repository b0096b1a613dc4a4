import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cancelApproveSuccessSchema,
  cancellationHoldBodySchema,
  guardAuthorityBodySchema,
  guardConflictBodySchema,
  savedApprovalBodySchema,
} from '../../src/contract/cancel-approve.ts'
import { authenticationErrorBodySchema, businessRuleBodySchema, fieldValidationBodySchema } from '../../src/contract/errors.ts'
import { seedStore } from '../fixtures/seed.ts'
import { approvePath, cancelApproveSession } from './cancel-approve-session.ts'
import { hostileString } from './fuzz/hostile-strings.ts'
import { AGENT, SUMMIT, UNDERWRITER } from './harness.ts'

const FIELDS = [
  'cancellation_reason',
  'internal_cancellation_reason',
  'cancellation_reason_broker',
  'cancel_reason_others',
  'cancellation_guard_id',
  'cancellation_guard_acknowledged',
  'cancellation_guard_approval_comment',
] as const

/** Values near what the fields take, as well as anything at all. */
const fieldValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(['non_payment'], ['insured_broker_request'], ['underwriting', 'non_payment'], [], [''], 41, 42, 0, true, false, null),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 495, maxLength: 505 }),
  hostileString,
  fc.array(hostileString, { minLength: 1, maxLength: 2 }),
)
const approvalBody = fc.dictionary(fc.constantFrom(...FIELDS, '__proto__', 'status'), fieldValue, { maxKeys: 8 })
/** A body that would approve anything, guard included, with a few fields changed to anything. */
const nearlyValid = fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 2 }).map((changes) => ({
  cancellation_reason: ['non_payment'],
  cancellation_guard_id: 41,
  cancellation_guard_acknowledged: true,
  cancellation_guard_approval_comment: 'Approved after review.',
  ...changes,
}))
const rawText = fc.oneof(fc.string(), fc.constantFrom('', ' ', 'null', '[]', '{', '"x"')).map((raw) => ({ raw }))
const PENDING = ['BR-20001', 'BR-20002', 'BR-20003', 'BR-20004', 'BR-20005', 'BR-20006', 'BR-20007', 'BR-20008', 'BR-20009', 'SM-20001']
/** Mostly the pending cancellations; sometimes another transaction, submission or path. */
const target = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(fc.constantFrom(...PENDING), fc.constant<number | string>(2)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...PENDING, 'BR-10001', 'BR-99999'), fc.constantFrom<number | string>(1, 3, 'x', '02')) },
)

/** Each status answers in its section-7 format (and cancel-approve's own 403, 409, hold and receipt). */
const FORMATS: Record<number, readonly { safeParse(body: unknown): { success: boolean } }[]> = {
  200: [cancelApproveSuccessSchema],
  400: [businessRuleBodySchema],
  401: [authenticationErrorBodySchema],
  403: [guardAuthorityBodySchema],
  404: [businessRuleBodySchema],
  409: [guardConflictBodySchema],
  422: [fieldValidationBodySchema, cancellationHoldBodySchema],
  500: [savedApprovalBodySchema],
}

describe('cancel-approve properties', () => {
  it('bodies of any shape, by any account, on any transaction: each answer in its format, no 500 but the rule-8 receipt', async () => {
    const session = await cancelApproveSession(AGENT, UNDERWRITER, SUMMIT)
    const { sandbox } = session
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(AGENT, UNDERWRITER, SUMMIT),
        target,
        fc.oneof({ weight: 3, arbitrary: approvalBody }, { weight: 3, arbitrary: nearlyValid }, { weight: 1, arbitrary: rawText }),
        async (username, [displayId, transactionId], body) => {
          // Back to the fixtures, keeping the sessions, so every run can approve.
          const fresh = seedStore(sandbox.clock.now())
          fresh.sessions = sandbox.store.sessions
          sandbox.store = fresh
          const sent = 'raw' in body && Object.keys(body).length === 1 ? String(body.raw) : JSON.stringify(body)
          const answer = await session.approveAs(username, displayId, sent, transactionId)
          const formats = FORMATS[answer.status]
          expect(formats, `status ${answer.status} for ${approvePath(displayId, transactionId)} ${sent}`).toBeDefined()
          expect(
            formats!.some((format) => format.safeParse(answer.body).success),
            answer.text,
          ).toBe(true)
          if (answer.status === 500) expect(displayId).toBe('BR-20006')
        },
      ),
      { numRuns: 400 },
    )
  })
})
