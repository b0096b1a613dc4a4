import { describe, expect, it } from 'vitest'
import { DELIVERY_RETRY_DELAYS_SECONDS, SECRET_ROTATION_GRACE_SECONDS } from '../../src/contract/webhooks.ts'
import { addDays, toIsoDate } from '../../src/generic/dates.ts'
import { hardDaysAfter, instantOf } from '../../tooling/hard-days.ts'
import { AGENT, frozenClock, startSandbox } from './harness.ts'
import { webhookSession } from './webhook-session.ts'

/**
 * The dates the sandbox keeps, on every hard day the browser tests may run on (ADR 0115): the fixtures'
 * notice dates, token expiry, the delivery retries and the signing secret's grace window. Each is kept
 * from the sandbox clock's instant, so a night of 23 or 25 hours, a month's end in UTC before it ends in
 * the US, a leap day or a new year change none of them.
 */
const HARD_MOMENTS = hardDaysAfter(new Date().toISOString().slice(0, 10)).map((day) => ({ ...day, instant: instantOf(day) }))

describe.each(HARD_MOMENTS)('on $kind ($local, $zone)', ({ instant }) => {
  const today = toIsoDate(instant)

  it('computes the fixtures’ notice dates from that day: BR-20003 moved to the 30-day minimum, BR-20004 held, BR-20007 without one', async () => {
    const { signIn, callAs } = startSandbox({ clock: frozenClock(instant) })
    const { AccessToken } = await signIn(AGENT)
    const approve = (displayId: string) => callAs(AccessToken, 'POST', `/v1/submission/${displayId}/2/cancel-approve`, {})

    const lengthened = await approve('BR-20003')
    expect(lengthened.status).toBe(200)
    expect([lengthened.body!.effective_date_transaction, lengthened.body!.effective_date_transaction_al]).toEqual([addDays(today, 30), addDays(today, 30)])
    const held = await approve('BR-20004')
    expect([held.status, held.body!.reason_code]).toEqual([422, 'cancellation_notice_manual_review'])
    const insuredRequest = await approve('BR-20007')
    expect(insuredRequest.status).toBe(200)
    expect(insuredRequest.body!.cancellation_notice).toMatchObject({ notice_minimum_required: false, floor_days: null, minimum_date: null })
  })

  it('lets an access token live 3600 s of the sandbox clock, not a second more', async () => {
    const { signIn, sandbox, callAs } = startSandbox({ clock: frozenClock(instant) })
    const { AccessToken } = await signIn(AGENT)
    sandbox.clock.advance(3599)
    expect((await callAs(AccessToken, 'GET', '/v1/webhook-subscriptions')).status).toBe(200)
    sandbox.clock.advance(1)
    expect((await callAs(AccessToken, 'GET', '/v1/webhook-subscriptions')).status).toBe(401)
  })

  it('retries a failing receiver 1 min, 5 min, 15 min, 1 h, 3 h, 6 h and 12 h after each attempt, whatever the wall clock does', async () => {
    const { subscribe, drive, receiver, advance } = await webhookSession({ startsAt: instant })
    receiver.answer(...Array<number>(8).fill(500))
    await subscribe(['submission.public_reply'])
    await drive('BR-10001', { type: 'submission.public_reply' })
    let elapsed = 0
    for (const gap of DELIVERY_RETRY_DELAYS_SECONDS) {
      await advance(gap)
      elapsed += gap
    }
    expect(receiver.deliveries.map((delivery) => Number(delivery.headers['x-svc-timestamp']))).toEqual(
      [0, ...DELIVERY_RETRY_DELAYS_SECONDS].map(
        (_, index) => instant.getTime() / 1000 + DELIVERY_RETRY_DELAYS_SECONDS.slice(0, index).reduce((sum, gap) => sum + gap, 0),
      ),
    )
    expect(elapsed).toBe(DELIVERY_RETRY_DELAYS_SECONDS.reduce((sum, gap) => sum + gap, 0))
  })

  it('signs with the previous secret for exactly the grace window after a rotation', async () => {
    const { subscribe, drive, receiver, callAs, token, advance } = await webhookSession({ startsAt: instant })
    const { id } = await subscribe(['submission.public_reply'])
    receiver.trust((await callAs(token, 'POST', `/v1/webhook-subscriptions/${id}/rotate-secret`)).body!.secret as string)
    await advance(SECRET_ROTATION_GRACE_SECONDS - 1)
    await drive('BR-10001', { type: 'submission.public_reply' })
    await advance(1)
    await drive('BR-10001', { type: 'submission.public_reply' })
    expect(receiver.deliveries.map((delivery) => delivery.previousSignature !== null)).toEqual([true, false])
  })
})
