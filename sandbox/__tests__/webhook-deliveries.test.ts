import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DELIVERY_RETRY_DELAYS_SECONDS } from '../../src/contract/webhooks.ts'
import { startReceiver } from './https-receiver.ts'
import { T0, webhookSession } from './webhook-session.ts'

const REPLY = { type: 'submission.public_reply' } as const
const DAY = 24 * 3600

describe('webhook deliveries: signed HTTPS POSTs', () => {
  it('trusts the test receiver only through Node’s NODE_EXTRA_CA_CERTS', () => {
    expect(process.env.NODE_EXTRA_CA_CERTS).toMatch(/test-only-trusted-127\.0\.0\.1\.cert\.pem$/)
  })

  it('posts the exact body bytes, signed with the secret: lower-case hex HMAC-SHA256, event id and sandbox-clock timestamp', async () => {
    const { subscribe, drive, receiver, ledger } = await webhookSession()
    const subscription = await subscribe(['submission.pending_cancellation'])
    const driven = await drive('BR-10001', { type: 'submission.pending_cancellation' })
    expect(driven.status).toBe(201)

    expect(receiver.deliveries).toHaveLength(1)
    const [delivery] = receiver.deliveries
    const expected = createHmac('sha256', subscription.secret).update(delivery!.raw).digest('hex')
    expect(delivery!.headers['x-svc-signature']).toBe(expected)
    expect(expected).toMatch(/^[0-9a-f]{64}$/)
    expect(delivery!.signature).toEqual({ secret: subscription.secret })
    expect(delivery!.headers['x-svc-signature-previous']).toBeUndefined()
    expect(delivery!.headers['content-type']).toBe('application/json')
    expect(delivery!.headers['x-svc-event-id']).toBe(delivery!.payload.event_id)
    expect(delivery!.headers['x-svc-timestamp']).toBe(String(T0.getTime() / 1000))
    expect(delivery!.raw.toString('utf8')).toBe(JSON.stringify((driven.body as { event: unknown }).event))
    expect(delivery!.payload).toEqual({
      payload_version: 1,
      event_type: 'submission.pending_cancellation',
      event_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      display_id: 'BR-10001',
      transaction_id: '1',
      previous_status: 1,
      new_status: 5,
      occurred_at: T0.toISOString(),
    })
    expect(await ledger()).toEqual([
      {
        event_id: delivery!.payload.event_id,
        event_type: 'submission.pending_cancellation',
        display_id: 'BR-10001',
        subscription_id: subscription.id,
        endpoint_url: receiver.url,
        attempt: 1,
        replay: 0,
        attempted_at: T0.toISOString(),
        status_code: 200,
        error: null,
        next_attempt_at: null,
        dead_lettered: false,
        dead_letter_reason: null,
        subscription_state: 'active',
      },
    ])
  })

  it('sends only to active subscriptions of the owning agency that name the event type, with one event id', async () => {
    const session = await webhookSession()
    const named = await session.subscribe(['submission.public_reply'])
    const alsoNamed = await session.subscribe(['submission.canceled', 'submission.public_reply'])
    await session.subscribe(['submission.canceled'])
    const paused = await session.subscribe(['submission.public_reply'])
    await session.update(paused.id, { active: false })
    await session.drive('BR-10001', REPLY)
    await session.drive('SM-10001', REPLY)
    const rows = await session.ledger()
    expect(
      rows
        .filter((row) => row.attempt > 0)
        .map((row) => row.subscription_id)
        .sort(),
    ).toEqual([named.id, alsoNamed.id])
    expect(rows.filter((row) => row.attempt === 0).map((row) => row.subscription_id)).toEqual([paused.id])
    expect(new Set(session.receiver.deliveries.map((delivery) => delivery.payload.event_id)).size).toBe(1)
    expect(session.receiver.deliveries.map((delivery) => delivery.payload.display_id)).toEqual(['BR-10001', 'BR-10001'])
  })

  it('signs with both secrets for 24 hours of the sandbox clock after a rotation, then with the new one only', async () => {
    const { subscribe, drive, receiver, callAs, token, advance } = await webhookSession()
    const { id, secret: oldSecret } = await subscribe(['submission.public_reply'])
    const rotated = await callAs(token, 'POST', `/v1/webhook-subscriptions/${id}/rotate-secret`)
    const newSecret = rotated.body!.secret as string
    receiver.trust(newSecret)

    await drive('BR-10001', REPLY)
    await advance(DAY - 1)
    await drive('BR-10001', REPLY)
    await advance(1)
    await drive('BR-10001', REPLY)

    expect(receiver.deliveries.map((delivery) => [delivery.signature, delivery.previousSignature])).toEqual([
      [{ secret: newSecret }, { secret: oldSecret }],
      [{ secret: newSecret }, { secret: oldSecret }],
      [{ secret: newSecret }, null],
    ])
    expect(receiver.deliveries[2]!.headers['x-svc-signature-previous']).toBeUndefined()
  })

  it('retires the oldest secret at once when a secret is rotated again inside the window: two sign at most', async () => {
    const { subscribe, drive, receiver, callAs, token } = await webhookSession()
    const { id, secret: first } = await subscribe(['submission.public_reply'])
    const rotate = async () => (await callAs(token, 'POST', `/v1/webhook-subscriptions/${id}/rotate-secret`)).body!.secret as string
    const second = await rotate()
    const third = await rotate()
    receiver.trust(second)
    receiver.trust(third)
    await drive('BR-10001', REPLY)
    expect([receiver.deliveries[0]!.signature, receiver.deliveries[0]!.previousSignature]).toEqual([{ secret: third }, { secret: second }])
    expect(first).not.toBe(second)
  })
})

describe('webhook deliveries: retries on the sandbox clock', () => {
  it('retries a 5xx after 1 min, 5 min, 15 min, 1 h, 3 h, 6 h and 12 h, each counted from the attempt before, never early; 8 attempts, then dead-lettered', async () => {
    const { subscribe, drive, receiver, advance, ledger } = await webhookSession()
    receiver.answer(...Array<number>(8).fill(500))
    await subscribe(['submission.public_reply'])
    await drive('BR-10001', REPLY)
    expect(receiver.deliveries).toHaveLength(1)

    let elapsed = 0
    for (const [index, gap] of DELIVERY_RETRY_DELAYS_SECONDS.entries()) {
      await advance(gap - 1)
      expect(receiver.deliveries, `attempt ${index + 2} came early`).toHaveLength(index + 1)
      await advance(1)
      elapsed += gap
      expect(receiver.deliveries, `attempt ${index + 2} did not come at +${elapsed} s`).toHaveLength(index + 2)
      expect(receiver.deliveries[index + 1]!.headers['x-svc-timestamp']).toBe(String(T0.getTime() / 1000 + elapsed))
    }
    await advance(7 * DAY)
    expect(receiver.deliveries).toHaveLength(8)
    expect(new Set(receiver.deliveries.map((delivery) => delivery.raw.toString())).size).toBe(1)

    const rows = (await ledger()).reverse()
    expect(rows.map((row) => [row.attempt, row.status_code, row.dead_lettered])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => [attempt, 500, attempt === 8]),
    )
    expect(rows[0]!.next_attempt_at).toBe(new Date(T0.getTime() + 60_000).toISOString())
    expect(rows[7]).toMatchObject({ next_attempt_at: null, dead_letter_reason: '8 attempts failed' })
  })

  it('runs every attempt that became due, in order, when the clock jumps a day, each sent at its due time (ADR 0050)', async () => {
    const { subscribe, drive, receiver, advance, ledger } = await webhookSession()
    receiver.answer(...Array<number>(8).fill(503))
    await subscribe(['submission.public_reply'])
    await drive('BR-10001', REPLY)
    await advance(DAY)
    expect(receiver.deliveries).toHaveLength(8)
    const rows = (await ledger()).reverse()
    expect(rows.map((row) => row.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(rows.at(-1)!.dead_lettered).toBe(true)
    // One time per attempt: the receiver's X-SVC-Timestamp, the ledger's time, and the gap to the next counted from it.
    const sentAt = [0, ...DELIVERY_RETRY_DELAYS_SECONDS].map(
      (_, index) => T0.getTime() / 1000 + DELIVERY_RETRY_DELAYS_SECONDS.slice(0, index).reduce((sum, gap) => sum + gap, 0),
    )
    expect(receiver.deliveries.map((delivery) => Number(delivery.headers['x-svc-timestamp']))).toEqual(sentAt)
    expect(rows.map((row) => Date.parse(row.attempted_at) / 1000)).toEqual(sentAt)
    expect(rows.slice(0, -1).map((row) => row.next_attempt_at)).toEqual(rows.slice(1).map((row) => row.attempted_at))
  })

  it('after a jump past some due times, runs those and schedules the next from the last one sent, never before the clock (ADR 0050)', async () => {
    const { subscribe, drive, receiver, advance, ledger } = await webhookSession()
    receiver.answer(...Array<number>(8).fill(500))
    await subscribe(['submission.public_reply'])
    await drive('BR-10001', REPLY)
    await advance(30 * 60)
    const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000).toISOString()
    expect((await ledger()).map((row) => [row.attempt, row.attempted_at, row.next_attempt_at])).toEqual([
      [4, at(21), at(81)],
      [3, at(6), at(21)],
      [2, at(1), at(6)],
      [1, at(0), at(1)],
    ])
    await advance(51 * 60 - 1)
    expect(receiver.deliveries).toHaveLength(4)
    await advance(1)
    expect(receiver.deliveries.at(-1)!.headers['x-svc-timestamp']).toBe(String(Date.parse(at(81)) / 1000))
  })

  it('keeps the ledger newest first by the time of sending when two deliveries replay a jump', async () => {
    const { subscribe, drive, receiver, advance, ledger } = await webhookSession()
    receiver.answer(...Array<number>(16).fill(500))
    await subscribe(['submission.public_reply'])
    await drive('BR-10001', REPLY)
    await advance(50 * 60)
    await drive('BR-10001', REPLY)
    await advance(DAY)
    const times = (await ledger()).map((row) => Date.parse(row.attempted_at))
    expect(times).toHaveLength(16)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it.each([
    [410, 'A 4xx answer is not retried'],
    [301, 'Redirects are not followed'],
  ])('dead-letters a %i at once: no retry', async (status, reason) => {
    const { subscribe, drive, receiver, advance, ledger } = await webhookSession()
    receiver.answer(status)
    await subscribe(['submission.public_reply'])
    await drive('BR-10001', REPLY)
    await advance(2 * DAY)
    expect(receiver.deliveries).toHaveLength(1)
    expect(await ledger()).toMatchObject([{ attempt: 1, status_code: status, next_attempt_at: null, dead_lettered: true, dead_letter_reason: reason }])
  })

  it('retries a certificate nobody trusts as a connection error, shown in the ledger', async () => {
    const { subscribe, drive, advance, ledger } = await webhookSession()
    const untrusted = await startReceiver({ trust: 'untrusted' })
    await subscribe(['submission.public_reply'], untrusted.url)
    await drive('BR-10001', REPLY)
    await advance(60)
    expect(untrusted.deliveries).toHaveLength(0)
    expect(await ledger()).toMatchObject([
      { attempt: 2, status_code: null, error: expect.stringMatching(/^DEPTH_ZERO_SELF_SIGNED_CERT: /), dead_lettered: false },
      {
        attempt: 1,
        status_code: null,
        error: expect.stringMatching(/self-signed certificate/),
        next_attempt_at: new Date(T0.getTime() + 60_000).toISOString(),
      },
    ])
  })

  it('retries a receiver that does not answer in time', async () => {
    const { subscribe, drive, receiver, ledger } = await webhookSession({ webhookTimeoutMs: 200 })
    receiver.answer('hang')
    await subscribe(['submission.public_reply'])
    await drive('BR-10001', REPLY)
    expect(await ledger()).toMatchObject([{ attempt: 1, status_code: null, error: 'TIMEOUT: no answer within 0.2 s', dead_lettered: false }])
  })

  it('with the clock left alone, sends a retry in real time when it falls due, not before', async () => {
    const { subscribe, drive, receiver, ledger, call, settled } = await webhookSession({ realTime: true })
    receiver.answer(500)
    await subscribe(['submission.public_reply'])
    await drive('BR-10001', REPLY)
    const dueAt = (await ledger())[0]!.next_attempt_at!
    await call('POST', '/__sandbox/clock', { body: { now: new Date(Date.parse(dueAt) - 1000).toISOString() } })
    await settled()
    expect(receiver.deliveries).toHaveLength(1)
    await expect.poll(() => receiver.deliveries.length, { timeout: 10_000, interval: 20 }).toBe(2)
    await settled()
    const retry = (await ledger())[0]!
    expect(retry).toMatchObject({ attempt: 2, status_code: 200 })
    expect(Date.parse(retry.attempted_at)).toBeGreaterThanOrEqual(Date.parse(dueAt))
  })

  it('stops pending retries on a reset', async () => {
    const { subscribe, drive, receiver, advance, ledger, call } = await webhookSession()
    receiver.answer(500, 500)
    await subscribe(['submission.public_reply'])
    await drive('BR-10001', REPLY)
    await call('POST', '/__sandbox/reset')
    await advance(DAY)
    expect(receiver.deliveries).toHaveLength(1)
    expect(await ledger()).toEqual([])
  })
})

describe('webhook deliveries: paused and deleted subscriptions', () => {
  it('does not send a paused subscription the events that occur meanwhile, not even on resume; the ledger lists each as not sent (ADR 0051)', async () => {
    const { subscribe, drive, receiver, update, ledger, advance, call, settled } = await webhookSession()
    const { id } = await subscribe(['submission.public_reply'])
    await update(id, { active: false })
    const missed = await drive('BR-10001', REPLY)
    const eventId = (missed.body as { event: { event_id: string } }).event.event_id
    expect(receiver.deliveries).toHaveLength(0)
    expect(await ledger()).toMatchObject([
      {
        event_id: eventId,
        subscription_id: id,
        attempt: 0,
        attempted_at: T0.toISOString(),
        status_code: null,
        error: null,
        next_attempt_at: null,
        dead_lettered: true,
        dead_letter_reason: 'Not sent: the subscription was paused when the event occurred',
        // Where the subscription stands now: the console offers Replay only once it is active.
        subscription_state: 'paused',
      },
    ])
    expect(await call('POST', `/__sandbox/deliveries/${eventId}/replay`)).toMatchObject({ status: 409, body: { error: expect.stringContaining('paused') } })

    await update(id, { active: true })
    expect((await ledger())[0]).toMatchObject({ event_id: eventId, subscription_state: 'active' })
    await advance(DAY)
    expect(receiver.deliveries, 'resuming sends nothing that occurred while paused').toHaveLength(0)
    await drive('BR-10001', REPLY)
    expect(receiver.deliveries).toHaveLength(1)

    // The replay recovers the missed event, same id and body.
    expect(await call('POST', `/__sandbox/deliveries/${eventId}/replay`)).toMatchObject({ status: 202, body: { subscription_ids: [id] } })
    await settled()
    expect(receiver.deliveries.map((delivery) => delivery.payload.event_id)).toContain(eventId)
    expect((await ledger())[0]).toMatchObject({ event_id: eventId, attempt: 1, replay: 1, status_code: 200 })
  })

  it('stops the retries of a subscription when it is paused or deleted, saying so in the ledger', async () => {
    const { subscribe, drive, receiver, update, ledger, advance, callAs, token } = await webhookSession()
    receiver.answer(500, 500)
    const paused = await subscribe(['submission.public_reply'])
    const deleted = await subscribe(['submission.public_reply'])
    await drive('BR-10001', REPLY)
    await update(paused.id, { active: false })
    await callAs(token, 'DELETE', `/v1/webhook-subscriptions/${deleted.id}`)
    const rows = await ledger()
    expect(rows.map((row) => [row.subscription_id, row.next_attempt_at, row.dead_lettered, row.dead_letter_reason]).sort()).toEqual([
      [paused.id, null, true, 'The subscription was paused'],
      [deleted.id, null, true, 'The subscription was deleted'],
    ])
    expect(rows.map((row) => [row.subscription_id, row.subscription_state]).sort()).toEqual([
      [paused.id, 'paused'],
      [deleted.id, 'deleted'],
    ])
    await advance(DAY)
    expect(receiver.deliveries).toHaveLength(2)
  })
})

describe('webhook deliveries: replay', () => {
  it('replays a dead-lettered event with the same event_id and body, as a new series', async () => {
    const { subscribe, drive, receiver, ledger, call, settled } = await webhookSession()
    receiver.answer(400)
    const { id } = await subscribe(['submission.public_reply'])
    await drive('BR-10001', REPLY)
    const eventId = receiver.deliveries[0]!.payload.event_id as string

    const replayed = await call('POST', `/__sandbox/deliveries/${eventId}/replay`)
    expect(replayed).toMatchObject({ status: 202, body: { event_id: eventId, subscription_ids: [id] } })
    await settled()
    expect(receiver.deliveries).toHaveLength(2)
    expect(receiver.deliveries[1]!.headers['x-svc-event-id']).toBe(eventId)
    expect(receiver.deliveries[1]!.raw.equals(receiver.deliveries[0]!.raw)).toBe(true)
    expect(receiver.deliveries[1]!.signature).not.toBeNull()
    expect((await ledger())[0]).toMatchObject({ event_id: eventId, attempt: 1, replay: 1, status_code: 200, dead_lettered: false })

    const again = await call('POST', `/__sandbox/deliveries/${eventId}/replay`)
    expect(again).toMatchObject({ status: 409, body: { error: expect.stringContaining('delivered') } })
  })

  it('refuses to replay an unknown event (404), one still being retried or whose subscription is gone (409)', async () => {
    const { subscribe, drive, receiver, call, callAs, token } = await webhookSession()
    const unknown = await call('POST', '/__sandbox/deliveries/00000000-0000-4000-8000-000000000000/replay')
    expect(unknown).toMatchObject({ status: 404, body: { error: expect.any(String) } })

    receiver.answer(500, 404)
    const { id } = await subscribe(['submission.public_reply'])
    await drive('BR-10001', REPLY)
    const eventId = receiver.deliveries[0]!.payload.event_id as string
    const retrying = await call('POST', `/__sandbox/deliveries/${eventId}/replay`)
    expect(retrying).toMatchObject({ status: 409, body: { error: expect.stringContaining('still being delivered') } })

    await callAs(token, 'DELETE', `/v1/webhook-subscriptions/${id}`)
    const gone = await call('POST', `/__sandbox/deliveries/${eventId}/replay`)
    expect(gone).toMatchObject({ status: 409, body: { error: expect.stringContaining('deleted') } })
  })
})
