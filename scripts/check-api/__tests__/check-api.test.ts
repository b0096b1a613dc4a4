import { describe, expect, it } from 'vitest'
import { createSandboxApp } from '../../../sandbox/app.ts'
import { checkApi } from '../check-api.ts'
import type { Fetch } from '../client.ts'
import type { CheckOptions } from '../options.ts'
import { reportText } from '../report.ts'
import { BROKEN, brokenApi } from './broken-api.ts'

/** The sandbox's fixtures: a test account, its open submission and vehicle, its public reply, and Summit's ids. */
const SANDBOX_ACCOUNT: CheckOptions = {
  baseUrl: 'http://api.test/v1',
  username: 'agent@blueridge.example',
  password: 'Sandbox-Pass-1',
  write: true,
  submission: 'BR-10002/1',
  vehicle: '7004',
  note: 'BR-10001/notes/N-1001',
  foreignSubmission: 'SM-10002/1',
  foreignNote: 'SM-10001/notes/N-2001',
  foreignSubscription: '1',
  rateLimit: true,
}

const inProcess =
  (app: { fetch: (request: Request) => Response | Promise<Response> }): Fetch =>
  async (request) =>
    app.fetch(request)

describe('npm run check-api (issue 34)', () => {
  it('finds no difference in the sandbox, reading and writing, and says so', async () => {
    const { log, secrets } = await checkApi(SANDBOX_ACCOUNT, inProcess(createSandboxApp()))
    expect(log.findings).toEqual([])
    expect(log.checked.length).toBeGreaterThan(30)
    const report = reportText(SANDBOX_ACCOUNT.baseUrl, log, secrets)
    expect(report).toContain('No difference found.')
  })

  it('names each difference of a broken stand-in, with the screens it affects, and prints no token or password', async () => {
    const { app } = brokenApi()
    const { log, secrets } = await checkApi(SANDBOX_ACCOUNT, inProcess(app))
    const report = reportText(SANDBOX_ACCOUNT.baseUrl, log, secrets)
    for (const [name, words] of Object.entries(BROKEN)) expect(report, name).toMatch(words)
    expect(report).toMatch(/Affects: every screen after sign-in/)
    expect(report).toMatch(/Affects: .*the tax calculator \(\/tax-calculator\)/)
    for (const secret of [...secrets, SANDBOX_ACCOUNT.password]) expect(report).not.toContain(secret)
  })
})
