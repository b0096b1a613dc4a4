import type { BrowserContext, Locator, Page, Request } from '@playwright/test'
import type { OperationId } from '../../src/contract/operations.ts'
import { expect } from './fixtures.ts'
import type { SandboxControl } from './sandbox-control.ts'
import { liveRegions } from './live-regions.ts'
import { expectUnmovedBy } from './unmoved.ts'

/**
 * The faults of the failure suite and what every screen must do under each. The portal's request time limit is shortened for the
 * suite (ADR 0038's override), and its waits (the time limit, a 429's backoff) are moved on the page's clock once begun (ADR 0057).
 */
const SUITE_TIMEOUT_MS = 2000
/** A hung request is held this long, then answered 504, so the service never carries it out. */
const HANG_MS = SUITE_TIMEOUT_MS * 3
/** 429s in a row: the transport waits 1 s, then 2 s, and gets through (ADR 0002). */
const STORM_WAITS_MS = [1000, 2000]
/** A query is tried twice on a 5xx or no answer, once when it ran out of time (ADR 0047). */
const QUERY_TRIES = 2

export type FaultName = '500' | '503 with Retry-After' | '429 storm' | 'hung request' | 'offline'

export interface CalledEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The request path the fault matches, as a prefix (the sandbox's rule). */
  path: string
  /** `sandbox-control`: /__sandbox, out of the sandbox's fault API's reach, answered in the browser; `carrier-census`: FMCSA's census (a stand-in). */
  base?: 'api' | 'sandbox-control' | 'carrier-census'
  /** The contract's operation it is (`callOf`, e2e/support/screen-tests.ts); none for the sandbox's control API. */
  operation?: OperationId
}

/** The control that sends a change, as double activation activates it twice: what reaches it once the screen is open, and whether Enter in its form sends it too. */
export type SendControl = { reach?: (page: Page) => Promise<void>; control: (page: Page) => Locator; inForm: boolean }

/** A mutation's `act`: reach its send control and click it once. */
export function sendsWith(send: SendControl): Pick<ScreenUnderFault, 'send' | 'act'> {
  return {
    send,
    act: async (page) => {
      await send.reach?.(page)
      await send.control(page).click()
    },
  }
}

/** A mutation's send control that is a form's submit button (Enter sends it too). */
export const submits = (name: string) => sendsWith({ control: (page) => page.getByRole('button', { name }), inForm: true })

/** One control that sends a change, as e2e/double-activation.spec.ts drives it, beyond the failure suite's mutations. */
export type SendControlRow = Pick<ScreenUnderFault, 'name' | 'account' | 'call' | 'open' | 'done'> & { send: SendControl }

/** One screen that calls the API, as the failure suite drives it. */
export interface ScreenUnderFault {
  name: string
  /** The account to sign in with first, or null for a signed-out screen. */
  account: string | null
  call: CalledEndpoint
  /** `mutation`: sent once per click, never again by itself; `query`: React Query tries it again by itself (ADR 0047). */
  kind: 'mutation' | 'query'
  /** Why the screen has no offline step, when it has none. */
  offline?: string
  /** Never resent by itself, not even after a 429 (cancel-approve, ADR 0002). */
  answersRateLimit?: boolean
  /** A 429 is waited out by the screen's own run, which says so and sends it again once (a batch, ADR 0049). */
  waitsOutRateLimit?: boolean
  /** Opens the screen with nothing sent yet and types what the person would. */
  open: (page: Page) => Promise<void>
  /** What the person does that calls the API (for a query, what makes it load); a mutation's comes from `sendsWith`. */
  act: (page: Page) => Promise<void>
  /** A mutation's send control (`sendsWith`): the double-activation suite activates it twice. */
  send?: SendControl
  /** The person's second try once the fault has ended (default: `act` again). */
  again?: (page: Page, fault: FaultName) => Promise<void>
  /** Where the screen says what went wrong. */
  problem: (page: Page) => Locator
  /** Everything typed is still there. */
  kept: (page: Page) => Promise<void>
  /** The call went through. */
  done: (page: Page) => Promise<void>
}

/** Counts the requests of one endpoint that leave the page, from now on. */
export function countRequests(page: Page, call: CalledEndpoint) {
  const counter = { count: 0 }
  page.on('request', (request: Request) => {
    if (request.method() === call.method && new URL(request.url()).pathname.startsWith(call.path)) counter.count += 1
  })
  return counter
}

/** Settles when the first answer to the call reaches the page. */
export function answerTo(page: Page, call: CalledEndpoint) {
  return page.waitForResponse((response) => response.request().method() === call.method && new URL(response.url()).pathname.startsWith(call.path))
}

/** The portal gives up after SUITE_TIMEOUT_MS in every page of this context. */
export async function shortenRequestTimeout(context: BrowserContext) {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), ['portal.request-timeout-ms', String(SUITE_TIMEOUT_MS)] as const)
}

type FaultSpec = { status?: number; count: number; delayMs?: number; headers?: Record<string, string> }

/** Injects a fault on the screen's call: through the sandbox's fault API, or in the browser for /__sandbox. */
async function inject(page: Page, sandbox: SandboxControl, call: CalledEndpoint, fault: FaultSpec) {
  if (call.base !== 'sandbox-control') return void (await sandbox.injectFault({ method: call.method, path: call.path, ...fault }))
  let remaining = fault.count
  await page.route(
    (url) => url.pathname.startsWith(call.path),
    async (route) => {
      if (route.request().method() !== call.method || remaining <= 0) return route.fallback()
      remaining -= 1
      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
      await route.fulfill({ status: fault.status ?? 504, headers: fault.headers, json: { error: 'Injected by the failure suite' } }).catch(() => undefined)
    },
  )
}

type FaultRun = { page: Page; sandbox: SandboxControl; screen: ScreenUnderFault; look: (state: string) => Promise<void> }

/** What one fault does to a screen, start to end: inject, act, check the words and what is kept and sent, end it, try again. */
export const FAULTS: Record<FaultName, (run: FaultRun) => Promise<void>> = {
  '500': (run) => failThenRecover(run, '500', { status: 500 }, /fail/i),
  '503 with Retry-After': (run) => failThenRecover(run, '503 with Retry-After', { status: 503, headers: { 'Retry-After': '1' } }, /fail/i),
  'hung request': (run) =>
    failThenRecover(run, 'hung request', { status: 504, delayMs: HANG_MS }, /did not answer within 2 seconds|took too long|no answer came/),
  '429 storm': rateLimitStorm,
  offline,
}

/** Each try fails; the screen says so once it gives up; the person's next try, after the fault, goes through. */
async function failThenRecover({ page, sandbox, screen, look }: FaultRun, name: FaultName, fault: Omit<FaultSpec, 'count'>, words: RegExp) {
  const tries = screen.kind === 'query' && name !== 'hung request' ? QUERY_TRIES : 1
  const sent = countRequests(page, screen.call)
  await inject(page, sandbox, screen.call, { ...fault, count: tries })
  await screen.act(page)
  if (name === 'hung request') {
    // The portal's time limit runs on the page's clock: moved on once the request is out, not waited for.
    await expect.poll(() => sent.count).toBe(1)
    await page.clock.runFor(SUITE_TIMEOUT_MS)
  }
  await expect(screen.problem(page)).toContainText(words, { timeout: 20_000 })
  expect(sent.count, 'tries sent by themselves').toBe(tries)
  await screen.kept(page)
  await look(name)
  await sandbox.clearFaults()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await (screen.again ?? screen.act)(page, name)
  await screen.done(page)
  expect(sent.count, 'one more send, the person’s').toBe(tries + 1)
}

/** 429s: the transport waits them out, saying "slow down" meanwhile; a screen that answers a 429 (or waits it out itself) meets one. */
async function rateLimitStorm({ page, sandbox, screen, look }: FaultRun) {
  const sent = countRequests(page, screen.call)
  if (screen.answersRateLimit || screen.waitsOutRateLimit) {
    await inject(page, sandbox, screen.call, { status: 429, count: 1 })
    await screen.act(page)
    await expect(screen.problem(page)).toContainText(screen.answersRateLimit ? /too busy|asked the portal to slow down/i : /slow down/i)
    await screen.kept(page)
    await look('429')
    if (!screen.answersRateLimit) await page.clock.runFor(STORM_WAITS_MS[0]!)
    else {
      // Longer than the transport's first wait: a resend by itself would have gone by now, and been counted a moment later.
      await page.clock.runFor(1500)
      await page.waitForTimeout(250)
      expect(sent.count, 'sent again by itself').toBe(1)
      await (screen.again ?? screen.act)(page, '429 storm')
    }
    await screen.done(page)
    expect(sent.count, 'the 429 and the one that went through').toBe(2)
    return
  }
  await inject(page, sandbox, screen.call, { status: 429, count: STORM_WAITS_MS.length })
  await screen.act(page)
  for (const [index, waitMs] of STORM_WAITS_MS.entries()) {
    // Each wait is said, then moved on the page's clock: once the banner names the retry, that 429 is in and the transport's timer set.
    await expect(liveRegions(page).filter({ hasText: new RegExp(`slow down.*\\(retry ${index + 1}\\)`) })).toBeVisible()
    await page.clock.runFor(waitMs)
  }
  await screen.done(page)
  expect(sent.count, 'the 429s and the one that went through').toBe(STORM_WAITS_MS.length + 1)
}

/** Offline: the page says so, keeps what was typed and sends nothing; back online, the person's try goes through. */
async function offline({ page, screen, look }: FaultRun) {
  const sent = countRequests(page, screen.call)
  const goOffline = async () => {
    await page.context().setOffline(true)
    await expect(page.getByTestId('offline-banner')).toBeVisible()
  }
  await expectUnmovedBy(page.locator('#main'), goOffline, 'the page under the offline notice')
  await screen.act(page)
  if (screen.kind === 'mutation') await expect(screen.problem(page)).toContainText(/offline/i)
  await screen.kept(page)
  await look('offline')
  expect(sent.count, 'nothing sent while offline').toBe(0)
  await page.context().setOffline(false)
  await expect(page.getByTestId('offline-banner')).toBeHidden()
  // A query paused while offline goes out by itself once the browser is back; a mutation waits for the person.
  if (screen.kind === 'mutation') await (screen.again ?? screen.act)(page, 'offline')
  await screen.done(page)
  expect(sent.count).toBe(1)
}
