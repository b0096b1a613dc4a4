import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { Frame, Page, Request, TestInfo } from '@playwright/test'
import { matchRoutes } from 'react-router'
import { DECLARED_SCREENS, type ScreenId } from '../../src/app/all-screens.ts'
import { CONTRACT_OPERATIONS } from '../../src/contract/operations.ts'

// A screen's declared `reads` and `sends` held to the requests it makes while the suites' rows run (ADR 0150). A request is the screen's
// whose address the page is at as it starts, as its answer arrives, or that was left less than LEAVING_MS before it started (a screen is
// drawn until the next replaces it), whichever declares it. An undeclared request fails its row; a declared one no row saw fails the run.

/** `matchRoutes` compiles every declared path again at each call, and a row asks at every request. */
const screenOfPath = new Map<string, ScreenId | undefined>()

export function screenAt(address: string): ScreenId | undefined {
  const { pathname } = new URL(address, 'http://portal.test')
  if (!screenOfPath.has(pathname)) screenOfPath.set(pathname, matchRoutes([...DECLARED_SCREENS], pathname)?.at(-1)?.route.id as ScreenId | undefined)
  return screenOfPath.get(pathname)
}

const API_BASE = '/v1'
const OPERATIONS = CONTRACT_OPERATIONS.map(({ id, method, path }) => ({ id, method, pattern: new RegExp(`^${API_BASE}${path.replace(/\{\w+\}/g, '[^/]+')}$`) }))

/** The contract's operation a request makes, by its method and path template, or `METHOD /path` when none. */
export function operationOf(method: string, pathname: string): string {
  return OPERATIONS.find((operation) => operation.method === method && operation.pattern.test(pathname))?.id ?? `${method} ${pathname}`
}

const LEAVING_MS = 1000

const declaredBy = (screen: ScreenId) =>
  new Set<string>(DECLARED_SCREENS.filter(({ id }) => id === screen).flatMap(({ reads = [], sends = [] }) => [...reads, ...sends]))

/** Where a run's requests are written, one file a row: Playwright empties its output folder as a run starts. */
export const SEEN_REQUESTS_DIR = 'test-results/playwright/screen-requests'

type Seen = Partial<Record<ScreenId, string[]>>

/** Watches `page`'s API requests while `row` (suite's name and row's) runs; `end` stops, writes what each screen called, says what it did not declare. */
export function watchScreenRequests(page: Page, testInfo: TestInfo, row: string) {
  const seen: Seen = {}
  const startedOn = new WeakMap<Request, (ScreenId | undefined)[]>()
  let shown = screenAt(page.url())
  let left: { screen: ScreenId | undefined; at: number } | undefined
  const moved = (frame: Frame) => {
    const next = frame === page.mainFrame() ? screenAt(frame.url()) : shown
    if (next !== shown) [left, shown] = [{ screen: shown, at: Date.now() }, next]
  }
  const start = (request: Request) => {
    const leaving = left && Date.now() - left.at < LEAVING_MS ? [left.screen] : []
    startedOn.set(request, [screenAt(page.url()), ...leaving])
  }
  const record = (request: Request) => {
    const { pathname } = new URL(request.url())
    if (!pathname.startsWith(`${API_BASE}/`)) return
    const called = operationOf(request.method(), pathname)
    // A refresh of the session is the app's, on whichever screen the session ended (src/api/session/refresh.ts).
    if (called === 'authenticate' && request.postData()?.includes('"refresh_token"')) return
    // A request left on its way as the page moves on is the screen's it started on; one a link's `load` starts is the next screen's.
    const after = screenAt(page.url())
    const screens = [...(startedOn.get(request) ?? []), after].filter((screen): screen is ScreenId => !!screen && declaredBy(screen).has(called))
    for (const screen of screens.length > 0 ? screens : after ? [after] : []) seen[screen] = [...new Set([...(seen[screen] ?? []), called])]
  }
  page.on('framenavigated', moved)
  page.on('request', start)
  page.on('requestfinished', record)
  page.on('requestfailed', record)
  return {
    end: (): string[] => {
      page.off('framenavigated', moved)
      page.off('request', start)
      page.off('requestfinished', record)
      page.off('requestfailed', record)
      mkdirSync(SEEN_REQUESTS_DIR, { recursive: true })
      writeFileSync(`${SEEN_REQUESTS_DIR}/${testInfo.testId}.json`, JSON.stringify({ row, seen }))
      return Object.entries(seen).flatMap(([screen, calls]) =>
        calls.filter((call) => !declaredBy(screen as ScreenId).has(call)).map((call) => `${screen}: ${call}`),
      )
    },
  }
}

/** Each declared call of a screen whose rows all ran this run and none of which saw it, by every row's record of this run. */
export function declaredNeverSeen(rowsOn: (screen: ScreenId) => string[]): string[] {
  const rows = new Set<string>()
  const seen = new Map<ScreenId, Set<string>>()
  for (const file of existsSync(SEEN_REQUESTS_DIR) ? readdirSync(SEEN_REQUESTS_DIR) : []) {
    const record = JSON.parse(readFileSync(`${SEEN_REQUESTS_DIR}/${file}`, 'utf8')) as { row: string; seen: Seen }
    rows.add(record.row)
    for (const [screen, calls] of Object.entries(record.seen)) seen.set(screen as ScreenId, new Set([...(seen.get(screen as ScreenId) ?? []), ...calls]))
  }
  return DECLARED_SCREENS.flatMap((screen) => {
    const expected = rowsOn(screen.id)
    if (expected.length === 0 || !expected.every((row) => rows.has(row))) return []
    return [...declaredBy(screen.id)].filter((call) => !seen.get(screen.id)?.has(call)).map((call) => `${screen.id}: ${call}`)
  })
}
