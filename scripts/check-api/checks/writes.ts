import type { WebhookSubscriptionWithSecret } from '../../../src/contract/webhooks.ts'
import { expectAnswer, noSecret, type Probe } from '../compare.ts'
import type { CheckOptions } from '../options.ts'
import { sampleDriver, sampleIndication, sampleQuote, sampleTrailer } from '../samples.ts'
import type { Session } from './session.ts'

/**
 * What changes things, only with `--write`: a quote and an indication (each a new submission of the
 * test account), a driver and a trailer on the named test submission, a change of its named vehicle,
 * and a webhook subscription that is created, paused, rotated and deleted again.
 */

/** A receiver that cannot exist (`.invalid` never resolves), created paused: nothing is ever delivered. */
const NOWHERE = 'https://check-api.invalid/hooks'

export async function checkWrites(probe: Probe, { token }: Session, options: CheckOptions) {
  await expectAnswer(probe, { operation: 'requestQuote', call: { method: 'POST', path: '/quote', token, body: sampleQuote() }, status: 200 })
  await expectAnswer(probe, { operation: 'requestIndication', call: { method: 'POST', path: '/indication', token, body: sampleIndication() }, status: 200 })

  const submission = `/submission/${options.submission}`
  await expectAnswer(probe, { operation: 'addDriver', call: { method: 'POST', path: `${submission}/driver`, token, body: sampleDriver() }, status: 201 })
  await expectAnswer(probe, { operation: 'addTrailer', call: { method: 'POST', path: `${submission}/trailer`, token, body: sampleTrailer() }, status: 201 })
  if (options.vehicle) {
    const call = { method: 'PUT', path: `${submission}/vehicle/${options.vehicle}`, token, body: { deductible: 1000 } }
    await expectAnswer(probe, { operation: 'updateVehicle', call, status: 200 })
  } else probe.log.skipped.push('updating a vehicle: name one of the test submission with --vehicle')

  const created = await expectAnswer(probe, {
    operation: 'createWebhookSubscription',
    call: { method: 'POST', path: '/webhook-subscriptions', token, body: { endpoint_url: NOWHERE, event_types: ['submission.quoted'] } },
    status: 201,
  })
  if (!created) return
  const { id, secret } = created.json as WebhookSubscriptionWithSecret
  probe.secrets.add(secret)
  const path = `/webhook-subscriptions/${id}`
  await expectAnswer(probe, { operation: 'updateWebhookSubscription', call: { method: 'PUT', path, token, body: { active: false } }, status: 200 })
  const shown = await expectAnswer(probe, { operation: 'showWebhookSubscription', call: { method: 'GET', path, token }, status: 200 })
  noSecret(probe, 'showWebhookSubscription', `GET ${path}`, shown)
  const listed = await expectAnswer(probe, {
    operation: 'listWebhookSubscriptions',
    call: { method: 'GET', path: '/webhook-subscriptions', token },
    status: 200,
  })
  noSecret(probe, 'listWebhookSubscriptions', 'GET /webhook-subscriptions', listed)
  const rotated = await expectAnswer(probe, { operation: 'rotateWebhookSecret', call: { method: 'POST', path: `${path}/rotate-secret`, token }, status: 200 })
  if (rotated) probe.secrets.add((rotated.json as WebhookSubscriptionWithSecret).secret)
  await expectAnswer(probe, { operation: 'deleteWebhookSubscription', call: { method: 'DELETE', path, token }, status: 204 })
  await expectAnswer(probe, {
    operation: 'showWebhookSubscription',
    call: { method: 'GET', path, token },
    status: 404,
    because: 'A deleted subscription is gone for good.',
  })
}
