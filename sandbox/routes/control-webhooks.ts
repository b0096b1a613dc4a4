import { Hono } from 'hono'
import { submissionEventRequestSchema, type DeliveryReplayResult, type SubmissionEventResult } from '../../src/contract/sandbox-control.ts'
import { recordSubmissionEvent } from '../domain/lifecycle/record-event.ts'
import { fieldErrorsFromIssues } from '../domain/validation/field-errors.ts'
import { conflictError, fieldValidationError, notFoundError, parseJsonBody } from '../http/responses.ts'
import type { Sandbox } from '../sandbox.ts'
import { ledgerNewestFirst } from '../store/deliveries.ts'
import { ledgerRowNow } from '../domain/webhooks/ledger-row.ts'
import { findSubmission } from '../store/submissions.ts'

/**
 * The control API's webhook part (sandbox-fixtures.md): drive events as the policy system would, read
 * the delivery ledger, replay a dead-lettered event. Like all of /__sandbox, without authentication.
 */
export function controlWebhookRoutes(sandbox: Sandbox) {
  const routes = new Hono()

  routes.post('/submissions/:displayId/events', async (c) => {
    const submission = findSubmission(sandbox.store, c.req.param('displayId'))
    if (!submission) return notFoundError(c, 'No submission has that display id.')
    const request = await parseJsonBody(c, submissionEventRequestSchema)
    if (!request.success) return fieldValidationError(c, fieldErrorsFromIssues(request.error.issues))
    const { type, transaction_id, note_body } = request.data
    const recorded = recordSubmissionEvent(sandbox, submission, type, { transactionId: transaction_id, noteBody: note_body })
    if (!recorded.ok) {
      return recorded.field === 'type' ? conflictError(c, recorded.problem) : fieldValidationError(c, { transaction_id: [recorded.problem] })
    }
    return c.json({ event: recorded.payload, submission_status: submission.status } satisfies SubmissionEventResult, 201)
  })

  routes.get('/deliveries', (c) => c.json(ledgerNewestFirst(sandbox.store).map((row) => ledgerRowNow(sandbox.store, row))))

  routes.post('/deliveries/:eventId/replay', (c) => {
    const eventId = c.req.param('eventId')
    const outcome = sandbox.webhooks.replay(eventId)
    if (outcome.kind === 'unknown') return notFoundError(c, 'No delivery of that event is in the ledger.')
    if (outcome.kind === 'refused') return conflictError(c, outcome.reason)
    return c.json({ event_id: eventId, subscription_ids: outcome.subscriptionIds } satisfies DeliveryReplayResult, 202)
  })

  return routes
}
