import { describe, expect, it } from 'vitest'
import type { OperationId } from '../../../src/contract/operations.ts'
import { todayInUsStates } from '../../../src/generic/dates.ts'
import { AGENT, frozenClock, startSandbox, SUMMIT } from '../../../sandbox/__tests__/harness.ts'
import { WORD_RULES } from '../word-rules.ts'
import { documentOperations, openApiDocument, resolvedIn, samplerOf, validatorOf, type JsonSchema } from './document-schemas.ts'
import { keywordBreaks, withBreak, type KeywordBreak } from './keyword-breaks.ts'
import { LESSONS } from './word-rule-teachers.ts'

/**
 * Issue 42: docs/openapi.json says what the sandbox checks, both ways. Bodies json-schema-faker samples
 * from each request schema (with a fixed seed; Ajv drops the few the faker gets wrong) are accepted,
 * once taught the rules said in words; and a body that breaks any one keyword of a schema is refused.
 * Every operation with a body, a path id or a query parameter is covered.
 */

const SEED = Number(process.env.OPENAPI_SEED || 422_026)
/** Bodies the document allows, per operation (the faker's own misses do not count); OPENAPI_SAMPLES runs more. */
const SAMPLES = Number(process.env.OPENAPI_SAMPLES || 100)

const document = openApiDocument()
const isValid = validatorOf(document)
const resolve = resolvedIn(document)
const sampleOf = samplerOf(document, SEED)
const breaker = { resolve, sample: (schema: JsonSchema) => sampleOf(schema, { everyOptional: true }) }
const operations = documentOperations(document)

/** The fixtures each operation is sent to (sandbox-fixtures.md): an open transaction, a pending cancellation with intake on. */
const FIXTURE_IDS: Partial<Record<OperationId, Record<string, string>>> = {
  approveCancellation: { displayId: 'BR-20002', transactionId: '2' },
}
const PATH_IDS: Record<string, string> = { displayId: 'BR-10002', transactionId: '1', vehicleId: '7004', noteId: 'N-1001' }

type Answer = Awaited<ReturnType<ReturnType<typeof startSandbox>['call']>>

async function session() {
  const harness = startSandbox({ clock: frozenClock(new Date()) })
  // The lessons' dates hold in every US state: from the date that begins last.
  const today = todayInUsStates(harness.sandbox.clock.now()).earliest
  const tokens = { [AGENT]: (await harness.signIn(AGENT)).AccessToken, [SUMMIT]: (await harness.signIn(SUMMIT)).AccessToken }
  let subscriptionId = ''
  /** Back to the fixtures (a reset keeps the sessions), with a subscription of Blue Ridge to update. */
  async function reset() {
    await harness.call('POST', '/__sandbox/reset')
    const created = await harness.callAs(tokens[AGENT], 'POST', '/v1/webhook-subscriptions', {
      endpoint_url: 'https://hooks.example/a',
      event_types: ['submission.quoted'],
    })
    subscriptionId = String(created.body?.id)
  }
  await reset()
  const pathOf = (id: OperationId, path: string, ids: Record<string, string> = {}) =>
    `/v1${path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? FIXTURE_IDS[id]?.[name] ?? PATH_IDS[name] ?? subscriptionId)}`
  /** As a retail agency's account with the early access, unless named; the body always as JSON. */
  const send = (method: string, path: string, body?: unknown, account: keyof typeof tokens = AGENT) =>
    harness.call(method, path, { body: body === undefined ? undefined : JSON.stringify(body), headers: { AccessToken: tokens[account] } })
  return { today, reset, pathOf, send }
}

/** A body the service refused as a request (not an answer about what it holds: a 401, a 404, a declined risk). */
function refused(id: OperationId, { status, body }: Answer): boolean {
  if (status === 422) return true
  if (status !== 400) return false
  if (id === 'authenticate') return true
  if (id === 'confirmPasswordReset') return String(body?.Error).includes('are required')
  return String(body?.error).startsWith('The request body must be')
}

function teach(id: OperationId, body: unknown, today: string) {
  for (const { field } of WORD_RULES[id] ?? []) {
    const lesson = LESSONS[id]?.[field]
    if (typeof lesson === 'function') lesson(body as Record<string, unknown>, today)
  }
}

/** A body the schema allows, taught, with every optional property the faker can fill: the one whose keywords are broken. */
function baseBody(id: OperationId, schema: JsonSchema, today: string): unknown {
  for (let tries = 0; tries < 50; tries += 1) {
    const body = sampleOf(schema, { everyOptional: tries < 40 })
    teach(id, body, today)
    if (isValid(schema, body)) return body
  }
  throw new Error(`${id}: the faker gave no body the document allows`)
}

const withBody = operations.filter(({ operation }) => operation.requestBody)
const requestSchemaOf = (operation: (typeof withBody)[number]['operation']) => operation.requestBody!.content['application/json'].schema

describe('docs/openapi.json says what the sandbox checks (issue 42)', () => {
  it('teaches the sampler every rule said in words, or says why the samples never meet it', () => {
    const untaught = Object.entries(WORD_RULES).flatMap(([id, rules]) =>
      rules.filter(({ field }) => !LESSONS[id as OperationId]?.[field]).map(({ field }) => `${id} ${field}`),
    )
    expect(untaught).toEqual([])
  })

  it(`accepts ${SAMPLES} bodies sampled from each operation’s request schema`, async () => {
    const { today, reset, pathOf, send } = await session()
    const refusals: string[] = []
    for (const { method, path, operation } of withBody) {
      const id = operation.operationId as OperationId
      const schema = requestSchemaOf(operation)
      let accepted = 0
      let sampled = 0
      const started = performance.now()
      let sending = 0
      for (; accepted < SAMPLES && sampled < SAMPLES * 4; sampled += 1) {
        const body = sampleOf(schema)
        if (!isValid(schema, body)) continue
        teach(id, body, today)
        expect(isValid(schema, body), `${id}: a lesson broke the schema: ${JSON.stringify(body)}`).toBe(true)
        if (id === 'approveCancellation') await reset()
        const sent = performance.now()
        const answer = await send(method, pathOf(id, path), body)
        sending += performance.now() - sent
        if (refused(id, answer)) refusals.push(`${method} ${path} ${answer.status} ${answer.text.slice(0, 300)} for ${JSON.stringify(body).slice(0, 600)}`)
        accepted += 1
      }
      expect(accepted, `${id}: the faker gave too few bodies the document allows`).toBe(SAMPLES)
      console.log(`${id}: ${sampled} sampled, ${accepted} allowed, in ${(performance.now() - started).toFixed(0)} ms (${sending.toFixed(0)} ms in the sandbox)`)
    }
    expect(refusals).toEqual([])
  }, 120_000)

  it('refuses every body that breaks one keyword of a request schema, on the field it broke', async () => {
    const { today, reset, pathOf, send } = await session()
    const misses: string[] = []
    for (const { method, path, operation } of withBody) {
      const id = operation.operationId as OperationId
      const schema = requestSchemaOf(operation)
      const base = baseBody(id, schema, today)
      const target = pathOf(id, path)
      const answer = await send(method, target, base)
      expect(refused(id, answer), `${id}: the base body is refused: ${answer.text} for ${JSON.stringify(base)}`).toBe(false)
      await reset()
      const breaks = keywordBreaks(schema, base, [], breaker).map((found) => ({ found, body: withBreak(base, found) }))
      const forbidden = breaks.filter(({ body }) => !isValid(schema, body))
      expect(forbidden.length, `${id}: keywords broken`).toBeGreaterThan(0)
      console.log(`${id}: ${forbidden.length} bodies, each with one keyword broken`)
      for (const { found, body } of forbidden) {
        // A retail agency's retailAgent is ignored whatever it holds (word rules): its breaks go as a wholesale agency's.
        const answer = await send(method, target, body, found.path[0] === 'retailAgent' ? SUMMIT : AGENT)
        if (!refusedOnItsField(id, found, answer))
          misses.push(`${id} ${found.keyword} at ${found.path.join('.') || 'body'}: ${answer.status} ${answer.text.slice(0, 200)}`)
      }
    }
    expect(misses).toEqual([])
  }, 120_000)

  it('answers a path id the document forbids with its 404, and a blank user name with its 400', async () => {
    const { pathOf, send } = await session()
    const misses: string[] = []
    for (const { method, path, operation } of operations) {
      const id = operation.operationId as OperationId
      for (const parameter of operation.parameters ?? []) {
        // A query's value is text whatever its type: only its other keywords can break.
        const breaks = keywordBreaks(parameter.schema, parameter.in === 'query' ? 'x' : 1, [], breaker).filter(
          ({ keyword, value }) => !isValid(parameter.schema, value) && !(parameter.in === 'query' && keyword === 'type'),
        )
        for (const { keyword, value } of breaks) {
          const text = encodeURIComponent(String(value))
          const target = parameter.in === 'path' ? pathOf(id, path, { [parameter.name]: text }) : `${pathOf(id, path)}?${parameter.name}=${text}`
          const answer = await send(method, target, method === 'GET' || method === 'DELETE' ? undefined : {})
          const expected = parameter.in === 'path' ? 404 : 400
          if (answer.status !== expected) misses.push(`${method} ${target} (${keyword}): ${answer.status}`)
        }
      }
    }
    expect(misses).toEqual([])
  })
})

/**
 * Refused with the answer the document gives: a body that is not an object, and a bad sign-in or reset
 * request, get a 400 (the password rules a 422); any other, a 422 naming the field (or a field of the
 * group) that broke.
 */
function refusedOnItsField(id: OperationId, found: KeywordBreak, answer: Answer): boolean {
  if (!refused(id, answer)) return false
  const field = found.path.join('.')
  const passwordRule = id === 'confirmPasswordReset' && field === 'new_password' && found.keyword.endsWith('Length')
  const expected = (field === '' && found.keyword === 'type') || id === 'authenticate' || (id === 'confirmPasswordReset' && !passwordRule) ? 400 : 422
  if (answer.status !== expected) return false
  if (expected === 400) return true
  const errors = Object.keys((answer.body?.errors ?? {}) as Record<string, unknown>)
  return field === '' || errors.some((path) => path === field || path.startsWith(`${field}.`))
}
