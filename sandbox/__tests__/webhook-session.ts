import { onTestFinished } from 'vitest'
import type { DeliveryLedgerRow, SubmissionEventRequest } from '../../src/contract/sandbox-control.ts'
import type { WebhookEventType, WebhookSubscriptionWithSecret } from '../../src/contract/webhooks.ts'
import { createClock } from '../clock.ts'
import { AGENT, startSandbox } from './harness.ts'
import { startReceiver } from './https-receiver.ts'

/** Where every webhook test's sandbox clock starts. */
export const T0 = new Date('2027-03-10T15:00:00.000Z')

/**
 * A signed-in sandbox with a real HTTPS receiver. Unless `realTime` is set, the sandbox clock stands still
 * between moves (its "real time" is frozen), so an attempt due in 60 s is due after exactly 60 s of moves.
 */
export async function webhookSession({
  username = AGENT,
  realTime = false,
  webhookTimeoutMs,
  startsAt = T0,
}: { username?: string; realTime?: boolean; webhookTimeoutMs?: number; startsAt?: Date } = {}) {
  const frozen = startsAt.getTime()
  const harness = startSandbox({ clock: realTime ? createClock() : createClock(() => frozen), webhookTimeoutMs })
  harness.sandbox.clock.set(startsAt)
  onTestFinished(() => harness.sandbox.reset())
  const { AccessToken: token } = await harness.signIn(username)
  const receiver = await startReceiver()
  const { sandbox, call, callAs, read } = harness

  /** Waits for every attempt on its way: a test never sleeps to see what was sent. */
  const settled = () => sandbox.webhooks.whenIdle()

  async function subscribe(eventTypes: WebhookEventType[], endpointUrl = receiver.url) {
    const created = await read<WebhookSubscriptionWithSecret>('POST', '/v1/webhook-subscriptions', {
      body: { endpoint_url: endpointUrl, event_types: eventTypes },
      headers: { AccessToken: token },
    })
    if (created.status !== 201) throw new Error(`subscribing failed: ${created.text}`)
    receiver.trust(created.body.secret)
    return created.body
  }

  async function drive(displayId: string, event: SubmissionEventRequest) {
    const answer = await call('POST', `/__sandbox/submissions/${displayId}/events`, { body: event })
    await settled()
    return answer
  }

  async function advance(seconds: number) {
    await call('POST', '/__sandbox/clock', { body: { advanceSeconds: seconds } })
    await settled()
  }

  async function ledger() {
    return (await read<DeliveryLedgerRow[]>('GET', '/__sandbox/deliveries')).body
  }

  const update = (id: number, body: unknown) => callAs(token, 'PUT', `/v1/webhook-subscriptions/${id}`, body)

  return { ...harness, token, receiver, settled, subscribe, drive, advance, ledger, update }
}
