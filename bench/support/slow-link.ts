import type { CDPSession, Page } from '@playwright/test'
import { OPERATOR_SECONDS } from '../klm/operators.ts'

/** A poor mobile connection (issue 18): 400 ms round trip, 400 kbit/s (50,000 bytes a second) each way. */
export const LINK = { latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 }
/** A key typed, by the keystroke model (Card, Moran and Newell's K). */
export const KEY_MS = OPERATOR_SECONDS.K * 1000

/**
 * How the person signs in: `typed` at KEY_MS a key from when the form shows; `at once`, both boxes filled
 * and Enter pressed the moment Sign in can be pressed (a password manager); `after a pause`, filled at once
 * when the form shows and Enter pressed once the page's downloads have ended (the gate's stand-in for
 * typing: what the page fetches while a person types is in by then).
 */
export type SignInWay = 'typed' | 'at once' | 'after a pause'

export interface Transfer {
  url: string
  startMs: number
  /** When its answer's headers came: a round trip after `startMs`, and the server's time. */
  headersMs: number | null
  endMs: number | null
  bytes: number
  /** The body's bytes (decoded) as they arrived. */
  arrivals: [atMs: number, bytes: number][]
}

export interface SignInRun {
  visibleMs: number
  pressableMs: number
  pressMs: number
  homeMs: number
  transfers: Transfer[]
}

/**
 * In the page, from its first script on (a string: the page gets the source alone, without the helpers tsx
 * adds to named functions), in ms of the page's clock: the first frame with a visible "Sign in" button,
 * the first in which it is not disabled, the press (Enter's or the pointer's event time), and the first
 * frame after it with home's heading on screen.
 */
const WATCH = `
  (() => {
    const marks = (window.signInMarks = {})
    const press = (event) => { if (marks.pressedAt === undefined) marks.pressedAt = event.timeStamp }
    addEventListener('keydown', (event) => event.key === 'Enter' && press(event), true)
    addEventListener('pointerdown', (event) => event.target.closest && event.target.closest('button[type="submit"]') && press(event), true)
    requestAnimationFrame(function look(time) {
      const button = Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent.trim() === 'Sign in' && candidate.checkVisibility())
      if (button && marks.visibleAt === undefined) marks.visibleAt = time
      if (button && !button.disabled && marks.pressableAt === undefined) marks.pressableAt = time
      const heading = document.querySelector('main h1')
      if (marks.pressedAt !== undefined && location.pathname === '/' && heading && heading.textContent.trim() !== 'Sign in' && heading.checkVisibility()) marks.homeAt = time
      if (marks.homeAt === undefined) requestAnimationFrame(look)
    })
  })()
`

type Mark = 'visibleAt' | 'pressableAt' | 'pressedAt' | 'homeAt'

async function markOf(page: Page, mark: Mark, timeout = 60_000): Promise<number> {
  const handle = await page.waitForFunction(
    (name) => (window as unknown as { signInMarks: Record<string, number | undefined> }).signInMarks[name] ?? null,
    mark,
    {
      timeout,
      polling: 50,
    },
  )
  return (await handle.jsonValue())!
}

/**
 * Every request of the page, in ms from the document's request: its start and end, its bytes as sent
 * (headers and compressed body), and when its body's bytes arrived (to share a file out at a moment).
 */
function recordTransfers(cdp: CDPSession): () => Transfer[] {
  const byId = new Map<string, Transfer>()
  let zero: number | null = null
  const at = (timestamp: number) => (timestamp - (zero ?? timestamp)) * 1000
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
    zero ??= timestamp
    byId.set(requestId, { url: request.url, startMs: at(timestamp), headersMs: null, endMs: null, bytes: 0, arrivals: [] })
  })
  cdp.on('Network.responseReceived', ({ requestId, timestamp }) => {
    const transfer = byId.get(requestId)
    if (transfer) transfer.headersMs = at(timestamp)
  })
  cdp.on('Network.dataReceived', ({ requestId, timestamp, dataLength }) => byId.get(requestId)?.arrivals.push([at(timestamp), dataLength]))
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const transfer = byId.get(requestId)
    if (!transfer) return
    transfer.endMs = at(timestamp)
    transfer.bytes = encodedDataLength
  })
  return () => [...byId.values()]
}

/** Until no request has been in flight for `quietMs`: what the page fetches by itself is in. */
async function networkQuiet(transfers: () => Transfer[], quietMs = 500): Promise<void> {
  let quietSince = Date.now()
  while (Date.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    const list = transfers()
    if (list.length === 0 || list.some((transfer) => transfer.endMs === null)) quietSince = Date.now()
  }
}

/** A cold load of `url` on the slow link, signed in `way`, until home is drawn. */
export async function coldLoad(page: Page, url: string, way: SignInWay, { account, password }: { account: string; password: string }): Promise<SignInRun> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK })
  const transfers = recordTransfers(cdp)
  await page.addInitScript({ content: WATCH })
  await page.goto(url, { waitUntil: 'commit' })
  const email = page.getByLabel('E-mail address')
  const passwordBox = page.getByLabel('Password', { exact: true })
  if (way === 'typed') {
    await markOf(page, 'visibleAt')
    await email.click()
    await page.keyboard.type(account, { delay: KEY_MS })
    await page.keyboard.press('Tab', { delay: KEY_MS })
    await page.keyboard.type(password, { delay: KEY_MS })
  } else {
    await markOf(page, way === 'at once' ? 'pressableAt' : 'visibleAt')
    await email.fill(account)
    await passwordBox.fill(password)
    if (way === 'after a pause') await networkQuiet(transfers)
  }
  await markOf(page, 'pressableAt')
  await passwordBox.press('Enter')
  const [visibleMs, pressableMs, pressMs, homeMs] = await Promise.all(
    (['visibleAt', 'pressableAt', 'pressedAt', 'homeAt'] as const).map((mark) => markOf(page, mark)),
  )
  // The navigation's start is the page's time origin; the document's request follows it by a hair.
  const requestStartMs = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.startTime ?? 0)
  await cdp.detach()
  const shift = (ms: number) => ms + requestStartMs
  return {
    visibleMs: visibleMs!,
    pressableMs: pressableMs!,
    pressMs: pressMs!,
    homeMs: homeMs!,
    transfers: transfers().map((transfer) => ({
      ...transfer,
      startMs: shift(transfer.startMs),
      headersMs: transfer.headersMs === null ? null : shift(transfer.headersMs),
      endMs: transfer.endMs === null ? null : shift(transfer.endMs),
      arrivals: transfer.arrivals.map(([atMs, bytes]): [number, number] => [shift(atMs), bytes]),
    })),
  }
}

/** What the network delivered by `ms`: each file's bytes as sent, in the share of its body that had arrived. */
export function bytesBy(ms: number, transfers: Transfer[]): number {
  return transfers.reduce((sum, { startMs, endMs, bytes, arrivals }) => {
    if (startMs >= ms) return sum
    if (endMs !== null && endMs <= ms) return sum + bytes
    const body = arrivals.reduce((total, [, length]) => total + length, 0)
    const arrived = arrivals.filter(([atMs]) => atMs <= ms).reduce((total, [, length]) => total + length, 0)
    return sum + (body === 0 ? 0 : (bytes * arrived) / body)
  }, 0)
}

/**
 * The run's own round trip: the shortest from a request to its answer's headers, among all the page's (the
 * link's latency and the least the server took), so that one slow answer does not stretch the unit.
 */
export function roundTripMs({ transfers }: SignInRun): number {
  return Math.min(...transfers.flatMap(({ startMs, headersMs }) => (headersMs === null ? [] : [headersMs - startMs])))
}

/** The files (not calls to the API) the page asked for after the press: what it had not fetched while the person typed. */
export const filesAfterThePress = ({ transfers, pressMs }: SignInRun): string[] =>
  transfers
    .filter((transfer) => transfer.startMs >= pressMs && !new URL(transfer.url).pathname.startsWith('/v1/'))
    .map((transfer) => new URL(transfer.url).pathname)

/** The requests sent after the press and answered before home was drawn: what drawing home waited for. */
export const answeredBeforeHome = ({ transfers, pressMs, homeMs }: SignInRun): string[] =>
  transfers
    .filter((transfer) => transfer.startMs >= pressMs && transfer.endMs !== null && transfer.endMs <= homeMs)
    .map((transfer) => new URL(transfer.url).pathname)
