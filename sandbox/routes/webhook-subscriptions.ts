import { Hono, type Context } from 'hono'
import * as z from 'zod/mini'
import { subscriptionIdSchema } from '../../src/contract/path-ids.ts'
import { createWebhookSubscriptionRequestSchema, updateWebhookSubscriptionRequestSchema } from '../../src/contract/webhooks.ts'
import { rotateSecret } from '../domain/webhooks/signing.ts'
import { createSubscription, earlyAccessProblem, updateSubscription, wireSubscription, wireSubscriptionWithSecret } from '../domain/webhooks/subscriptions.ts'
import type { SandboxEnv } from '../http/env.ts'
import { requireAccount } from '../http/require-account.ts'
import { checkAgainst } from '../domain/validation/check-against.ts'
import { fieldErrorsFromIssues } from '../domain/validation/field-errors.ts'
import { fieldValidationError, notFoundError, readJsonObjectBody } from '../http/responses.ts'
import type { Sandbox } from '../sandbox.ts'
import type { WebhookSubscription } from '../store/types.ts'
import { ownedSubscription, removeSubscription, subscriptionsOf } from '../store/webhook-subscriptions.ts'

/** One message for unknown, foreign and malformed ids, so the 404s are identical byte for byte. */
const SUBSCRIPTION_NOT_FOUND = 'Webhook subscription not found.'

const INVALID_SUBSCRIPTION = 'The webhook subscription is not valid: see the problems listed for each field.'

/** A secret is shown once: no cache may keep the answer that carries it. */
const NO_STORE = { 'Cache-Control': 'no-store' }

/** Ids are written as the sandbox writes them: digits without a leading zero. */
function subscriptionId(text: string): number | undefined {
  const parsed = z.safeParse(subscriptionIdSchema, text)
  return parsed.success ? parsed.data : undefined
}

/** Sections 2.9 and 4.8, scoped to the caller's agency (company_id). */
export function webhookSubscriptionRoutes(sandbox: Sandbox) {
  const routes = new Hono<SandboxEnv>()
  const signedIn = requireAccount(sandbox)

  /** 401, then 400 (body not a JSON object), then 422: every field problem at once, early access on `event_types`. */
  async function validBody<Request>(
    c: Context<SandboxEnv>,
    schema: z.ZodMiniType<Request>,
  ): Promise<{ ok: true; value: Request } | { ok: false; response: Response }> {
    const body = await readJsonObjectBody(c)
    if (!body.ok) return body
    const parsed = checkAgainst(schema, body.value)
    const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues)
    const earlyAccess = errors.event_types ? undefined : earlyAccessProblem(c.var.account, body.value.event_types)
    if (earlyAccess) errors.event_types = [earlyAccess]
    if (!parsed.success || earlyAccess) return { ok: false, response: fieldValidationError(c, errors, INVALID_SUBSCRIPTION) }
    return { ok: true, value: parsed.data }
  }

  function withOwnedSubscription(answer: (c: Context<SandboxEnv>, subscription: WebhookSubscription) => Response | Promise<Response>) {
    return (c: Context<SandboxEnv>) => {
      const id = subscriptionId(c.req.param('id') ?? '')
      const subscription = id === undefined ? undefined : ownedSubscription(sandbox.store, c.var.account.companyId, id)
      return subscription ? answer(c, subscription) : notFoundError(c, SUBSCRIPTION_NOT_FOUND)
    }
  }

  routes.post('/webhook-subscriptions', signedIn, async (c) => {
    const request = await validBody(c, createWebhookSubscriptionRequestSchema)
    if (!request.ok) return request.response
    const subscription = createSubscription(sandbox, c.var.account, request.value)
    return c.json(wireSubscriptionWithSecret(subscription), 201, NO_STORE)
  })

  routes.get('/webhook-subscriptions', signedIn, (c) => {
    return c.json(subscriptionsOf(sandbox.store, c.var.account.companyId).map(wireSubscription))
  })

  routes.get(
    '/webhook-subscriptions/:id',
    signedIn,
    withOwnedSubscription((c, subscription) => c.json(wireSubscription(subscription))),
  )

  routes.put(
    '/webhook-subscriptions/:id',
    signedIn,
    withOwnedSubscription(async (c, subscription) => {
      const request = await validBody(c, updateWebhookSubscriptionRequestSchema)
      if (!request.ok) return request.response
      updateSubscription(sandbox, subscription, request.value)
      sandbox.webhooks.subscriptionChanged(subscription.id)
      return c.json(wireSubscription(subscription))
    }),
  )

  routes.delete(
    '/webhook-subscriptions/:id',
    signedIn,
    withOwnedSubscription((c, subscription) => {
      removeSubscription(sandbox.store, subscription)
      sandbox.webhooks.subscriptionChanged(subscription.id)
      return c.body(null, 204)
    }),
  )

  routes.post(
    '/webhook-subscriptions/:id/rotate-secret',
    signedIn,
    withOwnedSubscription((c, subscription) => {
      rotateSecret(subscription, sandbox.clock.now())
      return c.json(wireSubscriptionWithSecret(subscription), 200, NO_STORE)
    }),
  )

  return routes
}
