import { describe, expect, it } from 'vitest'
import { startSandbox, SUMMIT, UNDERWRITER } from './harness.ts'

const BASE = '/v1/webhook-subscriptions'
const RECEIVER = 'https://hooks.blueridge.example/insurer'
const RECORD_KEYS = ['id', 'company_id', 'endpoint_url', 'event_types', 'active', 'secret_rotated_at', 'created_at', 'updated_at']
const SECRET_FORMAT = /^whsec_[A-Za-z0-9_-]{43}$/

async function signedIn(username?: string) {
  const harness = startSandbox()
  harness.sandbox.clock.set(new Date('2027-03-10T15:00:00Z'))
  const { AccessToken } = await harness.signIn(username)
  const as = (method: string, path: string, body?: unknown) => harness.callAs(AccessToken, method, path, body)
  const create = (body: unknown = { endpoint_url: RECEIVER, event_types: ['submission.canceled'] }) => as('POST', BASE, body)
  return { ...harness, as, create }
}

describe('webhook subscriptions: create, read, update, delete', () => {
  it('creates with 201 and the record of 2.9 in its order, with the secret shown this once and not cached', async () => {
    const { create, sandbox } = await signedIn()
    const created = await create({ endpoint_url: RECEIVER, event_types: ['submission.canceled', 'submission.reinstated'] })
    expect(created.status).toBe(201)
    expect(created.headers.get('Cache-Control')).toBe('no-store')
    const now = sandbox.clock.now().toISOString().slice(0, 19)
    expect(created.body).toEqual({
      id: 2,
      company_id: 101,
      endpoint_url: RECEIVER,
      event_types: ['submission.canceled', 'submission.reinstated'],
      active: true,
      secret: expect.stringMatching(SECRET_FORMAT),
      secret_rotated_at: null,
      created_at: expect.stringContaining(now),
      updated_at: created.body!.created_at,
    })
    expect(Object.keys(created.body!)).toEqual([...RECORD_KEYS.slice(0, 5), 'secret', ...RECORD_KEYS.slice(5)])
  })

  it('never shows the secret in GET, the list or PUT', async () => {
    const { create, as } = await signedIn()
    const { body } = await create()
    const answers = [await as('GET', `${BASE}/${body!.id}`), await as('PUT', `${BASE}/${body!.id}`, { active: false })]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(Object.keys(answer.body!)).toEqual(RECORD_KEYS)
      expect(answer.text).not.toContain(body!.secret as string)
    }
    const list = await as('GET', BASE)
    expect(list.status).toBe(200)
    expect(list.text).not.toContain('secret"')
    expect(list.text).not.toContain(body!.secret as string)
  })

  it('lists the agency’s own subscriptions, oldest first, shared by its accounts', async () => {
    const blueRidge = await signedIn()
    await blueRidge.create()
    await blueRidge.create({ endpoint_url: 'https://127.0.0.1:8443/hooks', event_types: ['submission.public_reply'] })
    const { AccessToken } = await blueRidge.signIn(UNDERWRITER)
    const list = await blueRidge.callAs(AccessToken, 'GET', BASE)
    expect((list.body as unknown as { id: number; company_id: number }[]).map(({ id, company_id }) => [id, company_id])).toEqual([
      [2, 101],
      [3, 101],
    ])
    const summit = await signedIn(SUMMIT)
    const fixture = await summit.as('GET', BASE)
    expect(fixture.body).toEqual([
      {
        id: 1,
        company_id: 202,
        endpoint_url: 'https://hooks.summit.example/insurer',
        event_types: ['submission.bind_completed'],
        active: true,
        secret_rotated_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ])
  })

  it('updates only the fields sent (PUT of endpoint_url, event_types, active), moving updated_at', async () => {
    const { create, as, sandbox } = await signedIn()
    const { body: created } = await create()
    sandbox.clock.advance(60)
    const paused = await as('PUT', `${BASE}/${created!.id}`, { active: false })
    expect(paused.body).toMatchObject({ endpoint_url: RECEIVER, event_types: ['submission.canceled'], active: false })
    expect(paused.body!.updated_at).not.toBe(created!.updated_at)
    expect(paused.body!.created_at).toBe(created!.created_at)
    const moved = await as('PUT', `${BASE}/${created!.id}`, { endpoint_url: 'https://[::1]:9443/h', event_types: ['submission.quoted'], id: 99, secret: 'x' })
    expect(moved.body).toMatchObject({ id: created!.id, endpoint_url: 'https://[::1]:9443/h', event_types: ['submission.quoted'], active: false })
    expect((await as('GET', BASE)).body).toEqual([moved.body])
  })

  it('refuses an update that changes nothing the contract lets change', async () => {
    const { create, as } = await signedIn()
    const { body } = await create()
    const answer = await as('PUT', `${BASE}/${body!.id}`, { secret: 'whsec_mine' })
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ message: expect.any(String), errors: { _body: ['Send at least one of endpoint_url, event_types and active'] } })
  })

  it('deletes for good with 204 and no body; afterwards the id is unknown', async () => {
    const { create, as } = await signedIn()
    const { body } = await create()
    const deleted = await as('DELETE', `${BASE}/${body!.id}`)
    expect(deleted).toMatchObject({ status: 204, text: '' })
    expect((await as('GET', `${BASE}/${body!.id}`)).status).toBe(404)
    expect((await as('DELETE', `${BASE}/${body!.id}`)).status).toBe(404)
    expect((await as('GET', BASE)).body).toEqual([])
  })

  it('rotates the secret: 200, a new secret shown once, secret_rotated_at set, then gone from GET', async () => {
    const { create, as, sandbox } = await signedIn()
    const { body: created } = await create()
    sandbox.clock.advance(1800)
    const rotated = await as('POST', `${BASE}/${created!.id}/rotate-secret`)
    expect(rotated.status).toBe(200)
    expect(rotated.headers.get('Cache-Control')).toBe('no-store')
    expect(rotated.body!.secret).toMatch(SECRET_FORMAT)
    expect(rotated.body!.secret).not.toBe(created!.secret)
    expect(rotated.body!.secret_rotated_at).toBe(rotated.body!.updated_at)
    expect(rotated.body!.secret_rotated_at).toContain(sandbox.clock.now().toISOString().slice(0, 16))
    const shown = await as('GET', `${BASE}/${created!.id}`)
    expect(shown.body).toEqual({ ...rotated.body, secret: undefined })
    expect(shown.text).not.toContain(rotated.body!.secret as string)
  })
})

describe('webhook subscriptions: scoping', () => {
  const foreignOrUnknown = ['1', '999', 'abc', '01', '1.0', '-1', '%20', '99999999999999999999']

  it.each([
    ['GET', ''],
    ['PUT', ''],
    ['DELETE', ''],
    ['POST', '/rotate-secret'],
  ])('answers %s of Summit’s subscription 1 and of unknown ids with the same 404 {error}, byte for byte', async (method, suffix) => {
    const { as } = await signedIn()
    const answers = await Promise.all(foreignOrUnknown.map((id) => as(method, `${BASE}/${id}${suffix}`, method === 'PUT' ? { active: false } : undefined)))
    expect(answers.map((answer) => answer.status)).toEqual(foreignOrUnknown.map(() => 404))
    expect(new Set(answers.map((answer) => answer.text))).toEqual(new Set(['{"error":"Webhook subscription not found."}']))
  })

  it('leaves Summit’s subscription untouched by Blue Ridge’s attempts', async () => {
    const blueRidge = await signedIn()
    await blueRidge.as('PUT', `${BASE}/1`, { active: false })
    await blueRidge.as('DELETE', `${BASE}/1`)
    const { AccessToken } = await blueRidge.signIn(SUMMIT)
    const shown = await blueRidge.callAs(AccessToken, 'GET', `${BASE}/1`)
    expect(shown.body).toMatchObject({ id: 1, active: true, secret_rotated_at: null })
  })

  it('asks for the access token first', async () => {
    const { call } = await signedIn()
    for (const [method, path] of [
      ['GET', BASE],
      ['POST', BASE],
      ['GET', `${BASE}/1`],
      ['PUT', `${BASE}/1`],
      ['DELETE', `${BASE}/1`],
      ['POST', `${BASE}/1/rotate-secret`],
    ] as const) {
      const answer = await call(method, path, method === 'GET' ? {} : { body: {} })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ Error: expect.any(String) })
    }
  })
})

describe('webhook subscriptions: validation', () => {
  it.each([
    ['http://hooks.example.com/insurer', 'Use an absolute HTTPS URL, like https://hooks.example.com/insurer'],
    ['/insurer', 'Use an absolute HTTPS URL, like https://hooks.example.com/insurer'],
    ['hooks.example.com', 'Use an absolute HTTPS URL, like https://hooks.example.com/insurer'],
    ['https:hooks.example.com', 'Use an absolute HTTPS URL, like https://hooks.example.com/insurer'],
    ['ftp://hooks.example.com', 'Use an absolute HTTPS URL, like https://hooks.example.com/insurer'],
    ['https://', 'Use an absolute HTTPS URL, like https://hooks.example.com/insurer'],
    ['https://user:pass@hooks.example.com/', 'Leave out the user name and password: deliveries are authenticated by their signature'],
    ['https://hooks.example.com/insurer#top', 'Leave out the #fragment: it is never sent to the receiver'],
    ['https://hooks.example.com/a b', 'Remove the spaces, backslashes and control characters'],
    [`https://hooks.example.com/${'a'.repeat(2030)}`, 'Use at most 2048 characters'],
  ])('refuses the endpoint %.60s with 422 on endpoint_url', async (endpointUrl, message) => {
    const { create } = await signedIn()
    const answer = await create({ endpoint_url: endpointUrl, event_types: ['submission.quoted'] })
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ message: expect.any(String), errors: { endpoint_url: [message] } })
  })

  it.each(['https://127.0.0.1:8443/hooks', 'https://localhost/hooks', 'https://[::1]:9443/', 'HTTPS://Hooks.Example.com', 'https://hooks.example.com/in?x=1'])(
    'accepts %s (loopback included) and keeps it exactly as sent',
    async (endpointUrl) => {
      const { create } = await signedIn()
      const answer = await create({ endpoint_url: endpointUrl, event_types: ['submission.quoted'] })
      expect(answer.status).toBe(201)
      expect(answer.body!.endpoint_url).toBe(endpointUrl)
    },
  )

  it.each([
    [[], { event_types: ['Choose at least one event type'] }],
    ['submission.quoted', { event_types: ['Send this as a list'] }],
    [undefined, { event_types: ['Required'] }],
    [['submission.quoted', 'submission.bound'], { 'event_types.1': [expect.stringContaining('Use one of: submission.quoted, ')] }],
    [['submission.quoted', 'submission.canceled', 'submission.quoted'], { 'event_types.2': ['submission.quoted is listed twice'] }],
    [[7], { 'event_types.0': [expect.stringContaining('Use one of')] }],
  ])('refuses event_types %j with 422 on its path', async (eventTypes, errors) => {
    const { create } = await signedIn()
    const answer = await create({ endpoint_url: RECEIVER, event_types: eventTypes })
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ message: expect.any(String), errors })
  })

  it('lists every problem at once and checks types on update too', async () => {
    const { create, as } = await signedIn()
    const both = await create({ endpoint_url: 'http://x', event_types: [], active: 'yes' })
    expect(Object.keys(both.body!.errors as object).sort()).toEqual(['active', 'endpoint_url', 'event_types'])
    const { body } = await create()
    const update = await as('PUT', `${BASE}/${body!.id}`, { active: 'false', event_types: ['submission.renewed', 'submission.renewed'] })
    expect(update.body).toEqual({
      message: expect.any(String),
      errors: { active: ['Send true or false'], 'event_types.1': ['submission.renewed is listed twice'] },
    })
  })

  it('answers a body that is not a JSON object with 400 in the business-rule format', async () => {
    const { as } = await signedIn()
    for (const body of ['not json', '[1]', 'null']) {
      const answer = await as('POST', BASE, body)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ status: 'failed', error: expect.any(String) })
    }
  })

  it('lets only accounts with early access subscribe to submission.public_reply: 422 on event_types otherwise', async () => {
    const summit = await signedIn(SUMMIT)
    const refused = await summit.create({ endpoint_url: RECEIVER, event_types: ['submission.quoted', 'submission.public_reply'] })
    expect(refused.status).toBe(422)
    expect(refused.body!.errors).toEqual({ event_types: ['submission.public_reply is in early access, and your account does not have it yet'] })
    const update = await summit.as('PUT', `${BASE}/1`, { event_types: ['submission.public_reply'] })
    expect(update.status).toBe(422)
    expect(Object.keys(update.body!.errors as object)).toEqual(['event_types'])
    const blueRidge = await signedIn()
    expect((await blueRidge.create({ endpoint_url: RECEIVER, event_types: ['submission.public_reply'] })).status).toBe(201)
  })
})
