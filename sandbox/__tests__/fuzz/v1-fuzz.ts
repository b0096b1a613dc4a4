import * as fc from 'fast-check'
import { cancellationHoldBodySchema, guardAuthorityBodySchema, guardConflictBodySchema, savedApprovalBodySchema } from '../../../src/contract/cancel-approve.ts'
import { CONTRACT_OPERATIONS, type ContractOperation } from '../../../src/contract/operations.ts'
import { AGENT, frozenClock, PASSWORD, startSandbox, SUMMIT, UNDERWRITER } from '../harness.ts'
import { texasFleetQuote } from '../quote-fixture.ts'
import { hostileString, hostileText } from './hostile-strings.ts'

/**
 * Every /v1 endpoint of the sandbox called in-process with any body and any headers (issue 12): no 500
 * but cancel-approve's saved-approval receipt (submission-api.md 4.7 rule 8), and every error body in
 * its section-7 format. `v1-fuzz.test.ts` runs a few hundred cases in CI; `npm run fuzz` runs more.
 */

const CLOCK_AT = '2027-03-10T15:00:00.000Z'
const ACCOUNTS = [AGENT, UNDERWRITER, SUMMIT] as const

/** Ids of sandbox-fixtures.md, so that cases reach past the lookups, and anything else. */
/** Any text that can travel in a URL: hostile strings too, but not a lone surrogate, which no URL can encode. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  hostileText.filter((text) => !/\p{Cs}/u.test(text)),
)
const pathSegment = (...known: string[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, anyText.filter((text) => text !== '').map(encodeURIComponent))
const displayId = pathSegment('BR-10001', 'BR-10002', 'BR-10003', 'SM-10001', 'SM-10002', 'BR-20001', 'BR-20004', 'BR-20005', 'BR-20006', 'SM-20001')
const transactionId = pathSegment('1', '2', '0', '-1', '1.5', '99999999999999999999')
const vehicleId = pathSegment('7001', '7003', '7004', '7101', '0')
const noteId = pathSegment('N-1001', 'N-1002', 'N-2001')
const subscriptionId = pathSegment('1', '2', '01', '9007199254740993')

/** A body close to a valid one: one leaf (or the whole of a group) replaced by any JSON value or a hostile string. */
function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const paths: string[][] = []
  const walk = (value: unknown, path: string[]) => {
    paths.push(path)
    if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, [...path, key])
  }
  walk(valid, [])
  return fc
    .tuple(fc.constantFrom(...paths), fc.oneof(fc.jsonValue(), fc.constant(undefined), { arbitrary: hostileString, weight: 2 }))
    .map(([path, replacement]) => {
      if (path.length === 0) return replacement
      const copy = structuredClone(valid) as Record<string, unknown>
      let parent = copy
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>
      parent[path.at(-1)!] = replacement
      return copy
    })
}

const quote = texasFleetQuote(new Date(CLOCK_AT))

/** An operation of the contract that takes a request body. */
type OperationWithBody = Extract<(typeof CONTRACT_OPERATIONS)[number], { request: unknown }>['id']

/** A valid body for every operation that takes one: each case starts from it and changes one part. */
const VALID_BODIES: Record<OperationWithBody, unknown> = {
  authenticate: { username: AGENT, password: 'not-the-password' },
  confirmPasswordReset: { username: AGENT, new_password: 'Another-Pass-2', reset_token: '123456' },
  requestQuote: quote,
  requestIndication: quote,
  calculateTaxes: {
    state: 'TX',
    effective_date: '2027-04-01',
    quote_created_at: CLOCK_AT,
    coverage_type: 'AL',
    premium: '12500.00',
    policy_fee: '150',
    underwriting_fee: '50.5',
  },
  addDriver: {
    name_first: 'Ana',
    name_last: 'Ruiz',
    driver_license_state: 'TX',
    driver_license_number: 'TX1234567',
    driver_date_of_birth: '1985-02-03',
    covered: 'Y',
    years_cdl_experience: 5,
    months_cdl_experience: 2,
    accidents_total: 0,
    suspensions_total: 0,
    violations_total: 1,
    major_violations_total: 0,
  },
  addTrailer: {
    vehicle_id_number: '1UYVS2531KU123456',
    year: 2019,
    make: 'Utility',
    model: '4000D',
    value: 30000,
    body_type: 'dry_van_trailer',
    ownership: 'owned',
    deductible: 1000,
  },
  updateVehicle: { make: 'Kenworth', value: 91000, deductible: 2500 },
  approveCancellation: {
    cancellation_reason: ['non_payment'],
    cancellation_guard_id: 41,
    cancellation_guard_acknowledged: true,
    cancellation_guard_approval_comment: 'Checked with the insured.',
  },
  createWebhookSubscription: { endpoint_url: 'https://hooks.example/portal', event_types: ['submission.quoted'], active: true },
  updateWebhookSubscription: { endpoint_url: 'https://hooks.example/portal', event_types: ['submission.quoted'], active: true },
}

/** Any body: none, not JSON, any JSON, or a valid body with one part replaced. */
function body(valid: unknown): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    fc.constant(undefined),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    { arbitrary: mutated(valid).map((value) => JSON.stringify(value) ?? ''), weight: 4 },
    mutated(valid).map((value) => (JSON.stringify(value) ?? '').slice(0, -1)),
  )
}

interface Endpoint {
  name: string
  method: string
  path: fc.Arbitrary<string>
  body?: unknown
}

/** Each path parameter of the contract, by its name: the fixtures' ids and anything else. */
const PATH_PARAMETERS: Record<string, fc.Arbitrary<string>> = { displayId, transactionId, vehicleId, noteId, id: subscriptionId }

/** An operation's path with any value of each parameter, and each query parameter there or not, any text. */
function pathOf({ path, query = [] }: ContractOperation): fc.Arbitrary<string> {
  const segments = path.split(/(\{\w+\})/).map((segment) => {
    const parameter = /^\{(\w+)\}$/.exec(segment)?.[1]
    if (!parameter) return fc.constant(segment)
    const values = PATH_PARAMETERS[parameter]
    if (!values) throw new Error(`The fuzzer has no values for {${parameter}} of ${path}: add them to PATH_PARAMETERS`)
    return values
  })
  const queries = query.map((name) => fc.option(anyText).map((value) => (value === null ? '' : `${name}=${encodeURIComponent(value)}`)))
  return fc.tuple(fc.tuple(...segments), fc.tuple(...queries)).map(([parts, pairs]) => {
    const search = pairs.filter(Boolean).join('&')
    return `/v1${parts.join('')}${search ? `?${search}` : ''}`
  })
}

/** Every /v1 route the sandbox mounts (sandbox/app.ts): each operation of the contract, then the two the contract does not list. */
export const ENDPOINTS: Endpoint[] = [
  ...CONTRACT_OPERATIONS.map((operation) => ({
    name: `${operation.method} ${operation.path}`,
    method: operation.method,
    path: pathOf(operation),
    body: (VALID_BODIES as Partial<Record<string, unknown>>)[operation.id],
  })),
  { name: 'GET /openapi.json', method: 'GET', path: fc.constant('/v1/openapi.json') },
  {
    name: 'GET /quote-documents/{file}',
    method: 'GET',
    path: fc
      .tuple(pathSegment('BR-10002.pdf', 'x.pdf'), fc.option(anyText))
      .map(
        ([file, query]) =>
          `/v1/quote-documents/${file}${query === null ? '' : `?${encodeURIComponent(query)}=1&expires=1&signature=${encodeURIComponent(query)}`}`,
      ),
  },
]

const headerName = fc.oneof(
  fc.constantFrom('Content-Length', 'Content-Encoding', 'Transfer-Encoding', 'Authorization', 'Cookie', 'Origin', 'X-Forwarded-For', 'If-None-Match', 'Range'),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/),
)
/** What a Headers object accepts as a value: no NUL, CR or LF, no surrounding whitespace. */
const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 40 }).map((text) => text.trim())
/** Mostly a valid token, so that bodies reach past the 401. */
const token = fc.oneof(
  { arbitrary: fc.constantFrom(...ACCOUNTS).map((account) => ({ account })), weight: 6 },
  { arbitrary: fc.constant({ none: true as const }), weight: 1 },
  { arbitrary: headerValue.map((value) => ({ value })), weight: 1 },
)

const requestCase = fc.record({
  endpoint: fc
    .constantFrom(...ENDPOINTS)
    .chain((endpoint) => fc.record({ endpoint: fc.constant(endpoint), path: endpoint.path, body: body(endpoint.body ?? {}) })),
  token,
  contentType: fc.option(fc.oneof(fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8', 'multipart/form-data'), headerValue)),
  accept: fc.option(fc.oneof(fc.constantFrom('application/json', '*/*', 'text/html'), headerValue)),
  extra: fc.dictionary(headerName, headerValue, { maxKeys: 3 }),
})

type Body = Record<string, unknown>
const keysAre = (body: Body, ...keys: string[]) => Object.keys(body).sort().join() === [...keys].sort().join()
const isString = (value: unknown) => typeof value === 'string'
const isFieldErrors = (errors: unknown) =>
  typeof errors === 'object' &&
  errors !== null &&
  Object.values(errors).every((messages) => Array.isArray(messages) && messages.length > 0 && messages.every(isString))

/** Section 7's body formats, by the status that may carry each. */
const FORMATS: Record<string, (body: Body) => boolean> = {
  'business rule': (body) => keysAre(body, 'status', 'error') && body.status === 'failed' && isString(body.error),
  authentication: (body) => keysAre(body, 'Error') && isString(body.Error),
  'field validation': (body) => keysAre(body, 'message', 'errors') && isString(body.message) && isFieldErrors(body.errors),
  'not found on webhook subscription': (body) => keysAre(body, 'error') && isString(body.error),
  'cancellation hold': (body) => cancellationHoldBodySchema.safeParse(body).success,
  'saved approval': (body) => savedApprovalBodySchema.safeParse(body).success,
  // Bodies of 403, 409 and 429 are not shown (section 7): the sandbox's, in src/contract and docs/api-assumptions.md.
  'guard authority': (body) => guardAuthorityBodySchema.safeParse(body).success,
  'guard conflict': (body) => guardConflictBodySchema.safeParse(body).success,
  'rate limit': (body) => keysAre(body, 'message') && isString(body.message),
}

const FORMATS_OF_STATUS: Record<number, string[]> = {
  400: ['business rule', 'authentication'],
  401: ['authentication'],
  403: ['guard authority'],
  404: ['business rule', 'not found on webhook subscription'],
  409: ['guard conflict'],
  422: ['field validation', 'cancellation hold'],
  429: ['rate limit'],
  500: ['saved approval'],
}

export interface FuzzSummary {
  cases: number
  statuses: Record<number, number>
  endpoints: number
  failure?: string
}

/** Runs `numRuns` cases against one in-process sandbox, reset before each case. */
export async function runV1Fuzz({ numRuns, seed }: { numRuns: number; seed?: number }): Promise<FuzzSummary> {
  const { app, call } = startSandbox({ clock: frozenClock(CLOCK_AT) })
  const statuses: Record<number, number> = {}
  let cases = 0
  const property = fc.asyncProperty(requestCase, async ({ endpoint: { endpoint, path, body }, token, contentType, accept, extra }) => {
    await call('POST', '/__sandbox/reset')
    const headers = new Headers(extra)
    if ('account' in token) {
      // Signed in for this case: a case that authenticates ends the account's earlier token (5.4).
      const signedIn = await call('POST', '/v1/authentication', { body: { username: token.account, password: PASSWORD } })
      headers.set('AccessToken', String(signedIn.body?.AccessToken))
    } else if ('value' in token) headers.set('AccessToken', token.value)
    if (contentType !== null) headers.set('Content-Type', contentType)
    if (accept !== null) headers.set('Accept', accept)
    const response = await app.request(path, { method: endpoint.method, headers, body: endpoint.method === 'GET' ? undefined : body })
    cases += 1
    statuses[response.status] = (statuses[response.status] ?? 0) + 1
    const text = await response.text()
    const where = `${endpoint.method} ${path} answered ${response.status} ${text.slice(0, 300)}`
    if (response.status < 400) return
    const formats = FORMATS_OF_STATUS[response.status]
    if (!formats) throw new Error(`a status section 7 does not list: ${where}`)
    if (response.status === 500 && !endpoint.name.endsWith('cancel-approve')) throw new Error(`a 500 that is not the rule-8 receipt: ${where}`)
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new Error(`an error body that is not JSON: ${where}`)
    }
    const matches = typeof parsed === 'object' && parsed !== null && formats.some((format) => FORMATS[format]!(parsed as Body))
    if (!matches) throw new Error(`an error body in none of the formats ${formats.join(', ')}: ${where}`)
  })
  const details = await fc.check(property, { numRuns, seed })
  const summary: FuzzSummary = { cases, statuses, endpoints: ENDPOINTS.length }
  if (details.failed) summary.failure = fc.defaultReportMessage(details) ?? 'failed'
  return summary
}

export function describeSummary(summary: FuzzSummary): string {
  const seen = Object.entries(summary.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')
  return `fast-check over ${summary.endpoints} /v1 endpoints: ${summary.cases} cases, statuses ${seen}`
}
