import { Hono } from 'hono'
import * as z from 'zod/mini'
import { pathIdSchema } from '../../src/contract/path-ids.ts'
import { SUBMISSION_STATUS } from '../../src/contract/webhooks.ts'
import { approveCancellation } from '../domain/cancellation/approve.ts'
import type { SandboxEnv } from '../http/env.ts'
import { requireAccount } from '../http/require-account.ts'
import { businessRuleError, cancellationHold, fieldValidationError, guardRefusal, readJsonObjectBody, savedApprovalReceipt } from '../http/responses.ts'
import type { Sandbox } from '../sandbox.ts'
import { ownedCancellation } from '../store/pending-cancellations.ts'

/** Unknown, another agency's, and not a cancellation endorsement: one message, so the 404s are identical byte for byte. */
const NOT_FOUND = 'No pending cancellation with this id.'
/** The caller's own cancellation, already approved (a saved approval included): said plainly, so nobody approves twice. */
const NO_LONGER_PENDING = 'This cancellation has already been approved and is no longer pending. It cannot be approved again.'
/** Section 3: only a bound policy enters Pending Cancellation (one the console moved elsewhere, for example). */
const POLICY_NOT_BOUND = 'The policy is not bound, so this cancellation cannot be approved.'

/** POST /submission/{displayId}/{transactionId}/cancel-approve (section 4.7), checks in the order of docs/api-assumptions.md. */
export function cancelApproveRoutes(sandbox: Sandbox) {
  const routes = new Hono<SandboxEnv>()
  routes.post('/submission/:displayId/:transactionId/cancel-approve', requireAccount(sandbox), async (c) => {
    const { displayId, transactionId } = c.req.param()
    const transaction = z.safeParse(pathIdSchema, transactionId)
    const owned = transaction.success ? ownedCancellation(sandbox.store, c.var.account.companyId, displayId, transaction.data) : undefined
    if (!owned) return businessRuleError(c, 404, NOT_FOUND)
    if (owned.cancellation.approval) return businessRuleError(c, 404, NO_LONGER_PENDING)
    if (owned.submission.status !== SUBMISSION_STATUS.bound) return businessRuleError(c, 404, POLICY_NOT_BOUND)

    const body = await readJsonObjectBody(c, { emptyIsObject: true })
    if (!body.ok) return body.response

    const outcome = approveCancellation(sandbox, c.var.account, owned, body.value)
    switch (outcome.kind) {
      case 'invalid':
        return fieldValidationError(c, outcome.errors, 'The approval request is not valid: see the problems listed for each field.')
      case 'guard':
        return guardRefusal(c, outcome)
      case 'held':
        return cancellationHold(c, outcome.body)
      case 'saved':
        return savedApprovalReceipt(c, outcome.body)
      case 'approved':
        return c.json(outcome.body)
    }
  })
  return routes
}
