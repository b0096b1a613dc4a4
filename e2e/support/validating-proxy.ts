import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Response } from '@playwright/test'
import { startServerProcess, type ServerProcess } from '../../tooling/server-process.ts'
import { test as base, expect } from './fixtures.ts'
import { startedTogether, startProductionServer, startStandInApi } from '../../tooling/production-servers.ts'
import { SandboxControl } from './sandbox-control.ts'
import { validatingProxyPorts as ports } from '../../tooling/test-ports.ts'

export { expect }

/** docs/openapi.json with `/v1` written into every path: Prism ignores a server's base path (by design), while the portal's proxy sends `/v1/...`. */
function writeDocumentForPrism(folder: string): string {
  const document = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as { servers?: { url: string }[]; paths: Record<string, unknown> }
  const basePath = document.servers![0]!.url.replace(/\/$/, '')
  delete document.servers
  document.paths = Object.fromEntries(Object.entries(document.paths).map(([path, item]) => [`${basePath}${path}`, item]))
  const file = join(folder, 'openapi.json')
  writeFileSync(file, JSON.stringify(document))
  return file
}

const PRISM_CLI = 'node_modules/@stoplight/prism-cli/dist/index.js'
/** `prism proxy --errors`: every request and answer validated both ways against the document (ADR 0096). */
const startPrism = (documentFile: string, upstream: string): Promise<ServerProcess> =>
  startServerProcess({
    args: [PRISM_CLI, 'proxy', documentFile, upstream, '--errors', '--host', '127.0.0.1', '--port', String(ports.prism)],
    env: {},
    url: `http://127.0.0.1:${ports.prism}`,
    ready: /Prism is listening on/,
    // Prism compiles the whole document as it starts: 5 s on a quiet machine, past 30 s under a load of 20.
    startupMs: 60_000,
  })

type Violation = { location?: string[]; severity?: string; code?: string | number; message?: string }
/** Prism's own error answer (application/problem+json): a request it refused, or an answer it replaced. */
type PrismProblem = { title?: string; detail?: string; validation?: Violation[] }

const describeViolation = ({ location = [], severity, code, message }: Violation) => `${severity} at ${location.join('.') || '?'}: ${message} [${code}]`

async function violationsOf(response: Response): Promise<string | null> {
  const url = new URL(response.url())
  // Each line once: an answer Prism replaced says its violations in the header and in the body.
  const said = new Set<string>()
  const header = await response.headerValue('sl-violations')
  for (const violation of header ? (JSON.parse(header) as Violation[]) : []) said.add(describeViolation(violation))
  if ((await response.headerValue('content-type'))?.includes('application/problem+json')) {
    const problem = (await response.json().catch(() => ({ title: '(the body could not be read)' }))) as PrismProblem
    said.add(`Prism answered ${problem.title}: ${problem.detail ?? ''}`)
    for (const violation of problem.validation ?? []) said.add(describeViolation(violation))
  }
  return said.size > 0 ? `${response.request().method()} ${url.pathname}${url.search} -> ${response.status()}\n  ${[...said].join('\n  ')}` : null
}

export interface Wire {
  /** Waits until these answers from /v1, `METHOD /path STATUS`, have come in this order (others may come between), after the last matched. */
  answered(...calls: string[]): Promise<void>
  /** What Prism flagged so far, taken out of what the test's end checks (for a test that plants violations). */
  take(): Promise<string[]>
}

// The production server (`API_PROXY_TARGET`) -> Prism -> the sandbox alone: `baseURL` is that portal, `sandbox` controls the sandbox
// directly, and anything Prism said of a request or an answer from `/v1` fails the test, named by request and rule.
export const test = base.extend<{ wire: Wire }, { stack: { portal: string; api: string; prism: ServerProcess } }>({
  stack: [
    async ({}, use) => {
      const api = `http://127.0.0.1:${ports.api}`
      const folder = mkdtempSync(join(tmpdir(), 'openapi-proxy-'))
      const [sandbox, prism, portal] = await startedTogether([
        startStandInApi({ port: ports.api }),
        startPrism(writeDocumentForPrism(folder), api),
        startProductionServer({ API_PROXY_TARGET: `http://127.0.0.1:${ports.prism}` }, { port: ports.portal }),
      ])
      await use({ portal: portal.url, api, prism })
      await Promise.all([portal.stop(), prism.stop(), sandbox.stop()])
      rmSync(folder, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.portal),
  // Still run for every test, as the fixture it overrides.
  sandbox: async ({ playwright, stack }, use) => {
    const request = await playwright.request.newContext({ baseURL: stack.api })
    await use(await SandboxControl.restarted(request))
    await request.dispose()
  },
  wire: [
    async ({ context, stack }, use, testInfo) => {
      const seen: Promise<string | null>[] = []
      const calls: string[] = []
      let matched = 0
      const prismOutputBefore = stack.prism.output().length
      const onResponse = (response: Response) => {
        if (!response.url().startsWith(`${stack.portal}/v1/`)) return
        calls.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`)
        seen.push(violationsOf(response))
      }
      const answered = (...expected: string[]) =>
        expect(() => {
          let at = matched
          for (const call of expected) {
            at = calls.indexOf(call, at) + 1
            expect(at, `${call}, among the answers after the last matched: ${calls.slice(matched).join(', ')}`).toBeGreaterThan(0)
          }
          matched = at
        }).toPass({ timeout: 15_000 })
      const take = async () => (await Promise.all(seen.splice(0))).filter((found) => found !== null)
      context.on('response', onResponse)
      await use({ answered, take })
      context.off('response', onResponse)
      const prismOutput = stack.prism.output().slice(prismOutputBefore)
      const found = await take()
      if (found.length > 0 || testInfo.status !== testInfo.expectedStatus) await testInfo.attach('Prism output', { body: prismOutput })
      expect(found, 'requests the portal sent, or answers the sandbox gave, that docs/openapi.json does not allow').toEqual([])
      // Every answer the page read came through Prism: it received at least as many requests.
      expect(calls.length, 'answers from /v1').toBeGreaterThan(0)
      expect(prismOutput.match(/Request received/g)?.length ?? 0, 'requests Prism received').toBeGreaterThanOrEqual(calls.length)
    },
    { auto: true },
  ],
})
