import { describe, expect, it } from 'vitest'
import { WEBHOOK_EVENT_TYPES, type StatusEventType } from '../../src/contract/webhooks.ts'
import { texasFleetQuote } from './quote-fixture.ts'
import { SUMMIT } from './harness.ts'
import { T0, webhookSession } from './webhook-session.ts'

const EVENTS = '/__sandbox/submissions'
const ALL_STATUS_EVENTS = WEBHOOK_EVENT_TYPES.filter((type): type is StatusEventType => type !== 'submission.public_reply')

describe('POST /__sandbox/submissions/{displayId}/events: the moves of section 3, delivered', () => {
  it('takes a bound policy through pending cancellation, cancellation and both reinstatements, each delivered with its statuses', async () => {
    const { subscribe, drive, receiver, sandbox } = await webhookSession()
    await subscribe(ALL_STATUS_EVENTS)
    const moves = [
      ['submission.pending_cancellation', 1, 5],
      ['submission.canceled', 5, 6],
      ['submission.reinstated', 6, 1],
      ['submission.pending_cancellation', 1, 5],
      ['submission.reinstated', 5, 1],
      ['submission.endorsement_bound', 1, 1],
      ['submission.renewed', 1, 1],
      ['submission.quoted', 1, 1],
    ] as const
    for (const [type, previous, next] of moves) {
      const answer = await drive('BR-10001', { type })
      expect(answer).toMatchObject({ status: 201, body: { event: { event_type: type, previous_status: previous, new_status: next }, submission_status: next } })
    }
    expect(receiver.deliveries.map(({ payload }) => [payload.event_type, payload.previous_status, payload.new_status])).toEqual(moves)
    expect(receiver.deliveries.every(({ payload }) => payload.transaction_id === '1' && payload.occurred_at === T0.toISOString())).toBe(true)
    expect(sandbox.store.submissions.get('BR-10001')?.status).toBe(1)
  })

  it('completes a bind from Quoted as the requested bind it passes through (previous_status 2), and binds the transaction', async () => {
    const { subscribe, drive, receiver, sandbox } = await webhookSession()
    await subscribe(['submission.bind_completed'])
    const bound = await drive('BR-10002', { type: 'submission.bind_completed' })
    expect(bound.body).toMatchObject({ event: { display_id: 'BR-10002', transaction_id: '1', previous_status: 2, new_status: 1 }, submission_status: 1 })
    expect(receiver.deliveries.map(({ payload }) => payload.event_id)).toEqual([(bound.body!.event as { event_id: string }).event_id])
    expect(sandbox.store.submissions.get('BR-10002')?.transactions[0]?.status).toBe(1)
    const again = await drive('BR-10002', { type: 'submission.bind_completed' })
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'BR-10002: The submission is Bound; submission.bind_completed needs Requested Bind or Quoted.' },
    })
  })

  it('delivers Summit’s bind to the fixture’s subscription 1', async () => {
    const { receiver, drive, callAs, signIn } = await webhookSession({ username: SUMMIT })
    const { AccessToken } = await signIn(SUMMIT)
    const rotated = await callAs(AccessToken, 'POST', '/v1/webhook-subscriptions/1/rotate-secret')
    receiver.trust(rotated.body!.secret as string)
    await callAs(AccessToken, 'PUT', '/v1/webhook-subscriptions/1', { endpoint_url: receiver.url })
    await drive('SM-10002', { type: 'submission.bind_completed' })
    expect(receiver.deliveries.map(({ payload, signature }) => [payload.display_id, payload.previous_status, payload.new_status, signature !== null])).toEqual([
      ['SM-10002', 2, 1, true],
    ])
  })

  it('carries the transaction named, as a string', async () => {
    const { subscribe, drive, receiver } = await webhookSession()
    await subscribe(['submission.pending_cancellation', 'submission.endorsement_bound'])
    await drive('BR-20001', { type: 'submission.pending_cancellation' })
    await drive('BR-10003', { type: 'submission.endorsement_bound', transaction_id: 2 })
    expect(receiver.deliveries.map(({ payload }) => [payload.display_id, payload.transaction_id])).toEqual([
      ['BR-20001', '2'],
      ['BR-10003', '2'],
    ])
  })

  it('answers an impossible move with 409, an unknown submission with 404, a bad body with 422; nothing is sent', async () => {
    const { subscribe, receiver, call, ledger } = await webhookSession()
    await subscribe(ALL_STATUS_EVENTS)
    const canceled = await call('POST', `${EVENTS}/BR-10001/events`, { body: { type: 'submission.canceled' } })
    expect(canceled).toMatchObject({
      status: 409,
      body: { error: 'BR-10001: The submission is Bound; submission.canceled needs Pending Cancellation.' },
    })
    const quoted = await call('POST', `${EVENTS}/BR-10002/events`, { body: { type: 'submission.reinstated' } })
    expect(quoted.body!.error).toContain('Pending Cancellation or Canceled')
    expect(await call('POST', `${EVENTS}/BR-99999/events`, { body: { type: 'submission.canceled' } })).toMatchObject({
      status: 404,
      body: { error: expect.any(String) },
    })
    const invalid = [
      [{ type: 'submission.bound' }, 'type'],
      [{}, 'type'],
      [{ type: 'submission.canceled', transaction_id: 0 }, 'transaction_id'],
      [{ type: 'submission.canceled', note_body: 'hello' }, 'note_body'],
      [{ type: 'submission.public_reply', note_body: '   ' }, 'note_body'],
      [{ type: 'submission.pending_cancellation', transaction_id: 9 }, 'transaction_id'],
      [{ type: 'submission.bind_completed', transaction_id: 2 }, 'transaction_id'],
    ] as const
    for (const [body, field] of invalid) {
      const answer = await call('POST', `${EVENTS}/${field === 'transaction_id' ? 'BR-10003' : 'BR-10001'}/events`, { body })
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(answer.body!.errors as object), JSON.stringify(body)).toEqual([field])
    }
    expect(receiver.deliveries).toEqual([])
    expect(await ledger()).toEqual([])
  })
})

describe('submission.public_reply from the console', () => {
  it('posts a real public note that the delivery names by id, never quoting it, and that opens with the note endpoint', async () => {
    const { subscribe, drive, receiver, callAs, token } = await webhookSession()
    await subscribe(['submission.public_reply'])
    const text = 'Please send the loss runs.\n<b>not bold</b>'
    const posted = await drive('BR-10001', { type: 'submission.public_reply', note_body: text })
    expect(posted.status).toBe(201)
    const [delivery] = receiver.deliveries
    expect(Object.keys(delivery!.payload)).toEqual(['payload_version', 'event_type', 'event_id', 'display_id', 'transaction_id', 'note_id', 'occurred_at'])
    expect(delivery!.payload).toMatchObject({ event_type: 'submission.public_reply', display_id: 'BR-10001', transaction_id: '1', note_id: 'N-5001' })
    expect(delivery!.raw.toString()).not.toContain('loss runs')
    const note = await callAs(token, 'GET', `/v1/submission/BR-10001/notes/${delivery!.payload.note_id as string}`)
    expect(note).toMatchObject({ status: 200, body: { note_id: 'N-5001', display_id: 'BR-10001', body: text, occurred_at: delivery!.payload.occurred_at } })
  })

  it('posts a default text when none is given; the submission keeps its status', async () => {
    const { drive, callAs, token, sandbox } = await webhookSession()
    const posted = await drive('BR-10002', { type: 'submission.public_reply' })
    expect(posted.body).toMatchObject({ event: { note_id: 'N-5001' }, submission_status: 'Quoted' })
    const note = await callAs(token, 'GET', '/v1/submission/BR-10002/notes/N-5001')
    expect(note.body!.body).toEqual(expect.stringContaining('sandbox console'))
    expect(sandbox.store.submissions.get('BR-10002')?.status).toBe('Quoted')
  })
})

describe('submission.quoted from POST /v1/quote', () => {
  it('delivers the new quote’s event without statuses (Quoted has no integer)', async () => {
    const { subscribe, receiver, callAs, token, settled, sandbox } = await webhookSession()
    await subscribe(['submission.quoted'])
    const quote = await callAs(token, 'POST', '/v1/quote', texasFleetQuote(sandbox.clock.now()))
    expect(quote.status).toBe(200)
    await settled()
    expect(receiver.deliveries.map(({ payload }) => payload)).toEqual([
      {
        payload_version: 1,
        event_type: 'submission.quoted',
        event_id: expect.any(String),
        display_id: quote.body!.submission_number,
        transaction_id: '1',
        occurred_at: T0.toISOString(),
      },
    ])
  })
})
