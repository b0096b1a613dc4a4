import { expect } from 'vitest'
import { addDays } from '../../../src/generic/dates.ts'
import { AGENT, frozenClock, PASSWORD, startSandbox } from '../harness.ts'

/**
 * The contract suite calls the sandbox as an outside client would: paths, headers and JSON only, the
 * sandbox's state never read. Its clock stands still at `CLOCK_AT` (sandbox-fixtures.md: fixture dates
 * are computed from the clock at reset), so `TODAY + n` is every fixture date the page names.
 */
export const CLOCK_AT = '2027-03-10T15:00:00.000Z'
export const TODAY = CLOCK_AT.slice(0, 10)
export const today = (days: number, from = TODAY) => addDays(from, days)

export type Answer = Awaited<ReturnType<ReturnType<typeof startSandbox>['call']>>

export function contractClient(at: string = CLOCK_AT) {
  const harness = startSandbox({ clock: frozenClock(at) })
  const tokens = new Map<string, string>()

  /** Signs in once per account: each authentication call would end the account's earlier token (5.4). */
  async function tokenOf(username: string): Promise<string> {
    const known = tokens.get(username)
    if (known) return known
    const answer = await harness.call('POST', '/v1/authentication', { body: { username, password: PASSWORD } })
    expect(answer.status).toBe(200)
    const token = answer.body!.AccessToken as string
    tokens.set(username, token)
    return token
  }

  /** A call with the `AccessToken` header of `username` (section 5.2). */
  async function as(username: string, method: string, path: string, body?: unknown): Promise<Answer> {
    return harness.call(method, path, { body, headers: { AccessToken: await tokenOf(username) } })
  }

  /** Control API: back to the fixtures, clock kept. Sessions are not fixtures: the tokens stay good. */
  async function reset(): Promise<Answer> {
    return harness.call('POST', '/__sandbox/reset')
  }

  return { ...harness, as, agent: (method: string, path: string, body?: unknown) => as(AGENT, method, path, body), tokenOf, reset }
}

/** Section 7, "Business rule (400/404)": `{status: "failed", error: <string>}`, nothing else. */
export function expectBusinessRule(answer: Answer, status: 400 | 404) {
  expect(answer.status).toBe(status)
  expect(answer.body).toEqual({ status: 'failed', error: expect.any(String) })
}

/** Section 7, "Authentication": `{Error: <string>}`. */
export function expectAuthenticationError(answer: Answer, status: 400 | 401) {
  expect(answer.status).toBe(status)
  expect(answer.body).toEqual({ Error: expect.any(String) })
}

/** Section 7, "Field validation (422)": `{message, errors: {<field path>: [<message>, ...]}}`, naming `paths`. */
export function expectFieldValidation(answer: Answer, ...paths: string[]) {
  expect(answer.status).toBe(422)
  expect(Object.keys(answer.body!).sort()).toEqual(['errors', 'message'])
  expect(answer.body!.message).toEqual(expect.any(String))
  const errors = answer.body!.errors as Record<string, unknown>
  for (const messages of Object.values(errors)) {
    expect(messages).toEqual(expect.arrayContaining([expect.any(String)]))
    expect((messages as unknown[]).every((message) => typeof message === 'string')).toBe(true)
  }
  for (const path of paths) expect(Object.keys(errors)).toContain(path)
  return errors
}
