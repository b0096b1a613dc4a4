import { Hono, type Context, type MiddlewareHandler } from 'hono'
import * as z from 'zod/mini'
import { pathIdSchema } from '../../src/contract/path-ids.ts'
import type { AddDriverResponse, AddTrailerResponse, UpdateVehicleResponse } from '../../src/contract/submission-edits.ts'
import { addDriver } from '../domain/submission-edits/add-driver.ts'
import { addTrailer } from '../domain/submission-edits/add-trailer.ts'
import { acceptsEdits } from '../domain/submission-edits/open-to-change.ts'
import { admitEdit } from '../domain/submission-edits/rate-limit.ts'
import { updateVehicle } from '../domain/submission-edits/update-vehicle.ts'
import type { Validation } from '../domain/validation/validate-with-rules.ts'
import type { SandboxEnv } from '../http/env.ts'
import { requireAccount } from '../http/require-account.ts'
import { businessRuleError, fieldValidationError, rateLimited, readJsonObjectBody } from '../http/responses.ts'
import type { Sandbox } from '../sandbox.ts'
import { ownedTransaction, ownedVehicle, type OwnedTransaction } from '../store/submissions.ts'

/**
 * One answer for an unknown or another agency's submission, a transaction it does not have, a vehicle
 * not on that transaction and a transaction not open to changes: the same bytes, so it tells nothing
 * about what exists elsewhere and the portal can show one calm message.
 */
export const EDIT_NOT_FOUND = 'Submission, transaction or vehicle not found, or the transaction does not accept changes.'

/** The id of a path segment; one not written as a plain positive integer matches no record (NaN). */
const pathId = (text: string | undefined) => {
  const parsed = z.safeParse(pathIdSchema, text)
  return parsed.success ? parsed.data : Number.NaN
}

type EditContext = Context<SandboxEnv>

const numbers = ({ submission, transaction }: OwnedTransaction) => ({
  submission_number: submission.submissionNumber,
  transaction_id: transaction.transactionId,
})

/** An edit: the transaction or vehicle of the path, what to do with the body, and how to answer. */
interface Edit<Target extends OwnedTransaction, Result> {
  target: Target | undefined
  apply: (target: Target, body: Record<string, unknown>) => Validation<Result>
  answer: (result: Result, target: Target) => Response
  invalidMessage: string
}

async function edit<Target extends OwnedTransaction, Result>(c: EditContext, { target, apply, answer, invalidMessage }: Edit<Target, Result>) {
  if (!target || !acceptsEdits(target.transaction)) return businessRuleError(c, 404, EDIT_NOT_FOUND)
  const body = await readJsonObjectBody(c)
  if (!body.ok) return body.response
  const outcome = apply(target, body.value)
  return outcome.ok ? answer(outcome.value, target) : fieldValidationError(c, outcome.errors, invalidMessage)
}

/** Add driver, add trailer, update vehicle (sections 4.4 to 4.6). Order: 401, 429 (not processed), 404 for the path, 400 body, 422. */
export function submissionEditRoutes(sandbox: Sandbox) {
  const routes = new Hono<SandboxEnv>()
  const transactionPath = '/submission/:displayId/:transactionId'
  const limited: MiddlewareHandler<SandboxEnv> = async (c, next) => {
    const admission = admitEdit(sandbox.store, c.var.account.username, sandbox.clock.now())
    if (!admission.admitted) return rateLimited(c, admission.retryAfterSeconds, 'Too many changes from this account.')
    await next()
  }

  const transactionOf = (c: EditContext) =>
    ownedTransaction(sandbox.store, c.var.account.companyId, c.req.param('displayId') ?? '', pathId(c.req.param('transactionId')))
  const vehicleOf = (c: EditContext) =>
    ownedVehicle(sandbox.store, c.var.account.companyId, c.req.param('displayId') ?? '', pathId(c.req.param('transactionId')), pathId(c.req.param('vehicleId')))

  routes.post(`${transactionPath}/driver`, requireAccount(sandbox), limited, (c) =>
    edit(c, {
      target: transactionOf(c),
      apply: (target, body) => addDriver(sandbox, target, body),
      answer: (driver, target) => c.json({ status: 'success', driver_id: driver.driverId, ...numbers(target) } satisfies AddDriverResponse, 201),
      invalidMessage: 'The driver is not valid: see the problems listed for each field.',
    }),
  )

  routes.post(`${transactionPath}/trailer`, requireAccount(sandbox), limited, (c) =>
    edit(c, {
      target: transactionOf(c),
      apply: (target, body) => addTrailer(sandbox, target, body),
      answer: (trailer, target) => c.json({ status: 'success', trailer_id: trailer.trailerId, ...numbers(target) } satisfies AddTrailerResponse, 201),
      invalidMessage: 'The trailer is not valid: see the problems listed for each field.',
    }),
  )

  routes.put(`${transactionPath}/vehicle/:vehicleId`, requireAccount(sandbox), limited, (c) =>
    edit(c, {
      target: vehicleOf(c),
      apply: (target, body) => updateVehicle(sandbox, target, body),
      answer: (updatedFields, target) =>
        c.json({ status: 'success', vehicle_id: target.vehicle.vehicleId, ...numbers(target), updated_fields: updatedFields } satisfies UpdateVehicleResponse),
      invalidMessage: 'The vehicle change is not valid: see the problems listed for each field.',
    }),
  )

  return routes
}
