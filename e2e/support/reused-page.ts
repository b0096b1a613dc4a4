import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test'

// One context and page per worker, handed on clean (a new context costs 1 CPU-second a test, ADR 0077) unless a test failed or made a lasting change.

const ROUTES_AND_SCRIPTS = ['addInitScript', 'route', 'routeFromHAR', 'routeWebSocket', 'exposeBinding', 'exposeFunction']
const SETTINGS = ['setExtraHTTPHeaders', 'setDefaultTimeout', 'setDefaultNavigationTimeout']
const LASTING_CHANGES = {
  context: [...ROUTES_AND_SCRIPTS, ...SETTINGS, 'setOffline', 'grantPermissions', 'setGeolocation', 'setHTTPCredentials'],
  page: [...ROUTES_AND_SCRIPTS, ...SETTINGS, 'emulateMedia'],
  clock: ['install', 'fastForward', 'runFor', 'pauseAt', 'resume', 'setFixedTime', 'setSystemTime'],
}

type Listener = (...args: unknown[]) => void
/** The event emitter under Playwright's `Page` and `BrowserContext`, which their types leave out. */
interface Emitter {
  eventNames(): (string | symbol)[]
  listeners(event: string | symbol): Listener[]
  removeListener(event: string | symbol, listener: Listener): unknown
}
type Listening = { target: Emitter; event: string | symbol; listener: Listener }
const listening = (...targets: object[]): Listening[] =>
  (targets as Emitter[]).flatMap((target) => target.eventNames().flatMap((event) => target.listeners(event).map((listener) => ({ target, event, listener }))))

/** What undoes, when its test gives the page back, what `addInitScriptForThisTest` added. */
const undoers = new WeakMap<Page, (() => Promise<void>)[]>()

/** `page.setContent` on a page of its own: a page handed on is left on the favicon (cleanSlate), an SVG document setContent cannot write. */
export async function writePage(page: Page, html: string) {
  await page.goto('about:blank')
  await page.setContent(html)
}

/** An init script for this test alone, through the DevTools protocol: removed when the page is given back, so the page is still handed on. */
export async function addInitScriptForThisTest(page: Page, source: string) {
  // The script lives as long as its session, and the renderer runs it only while the session's Page domain is on.
  const session = await page.context().newCDPSession(page)
  await session.send('Page.enable')
  const { identifier } = await session.send('Page.addScriptToEvaluateOnNewDocument', { source })
  const undo = async () => {
    await session.send('Page.removeScriptToEvaluateOnNewDocument', { identifier })
    await session.detach()
  }
  undoers.set(page, [...(undoers.get(page) ?? []), undo])
}

export class PagePool {
  private context: BrowserContext | undefined
  private changed = false
  /** The listeners the context and its page had before the test, which alone are kept. */
  private listenersBefore: Listening[] = []

  /** `reuse` false: a new context for every test. `prepare` runs once on each new context. */
  constructor(
    private readonly reuse: boolean,
    private readonly prepare: (context: BrowserContext) => Promise<unknown>,
  ) {}

  async take(browser: Browser): Promise<BrowserContext> {
    if (!this.context) {
      const context = await browser.newContext()
      await this.prepare(context)
      this.watchForLastingChanges(context, await context.newPage())
      this.context = context
      this.changed = false
    }
    this.listenersBefore = listening(this.context, this.context.pages()[0]!)
    return this.context
  }

  async giveBack(testInfo: TestInfo) {
    const context = this.context
    if (!context) return
    const [page, ...others] = context.pages()
    if (this.reuse && !this.changed && testInfo.status === testInfo.expectedStatus && page) {
      for (const { target, event, listener } of listening(context, page)) {
        const kept = this.listenersBefore.some((before) => before.target === target && before.event === event && before.listener === listener)
        if (!kept) target.removeListener(event, listener)
      }
      await Promise.all(others.map((other) => other.close()))
      if (await cleanSlate(context, page, testInfo)) return
    }
    this.context = undefined
    await context.close()
  }

  close = () => this.context?.close()

  private watchForLastingChanges(context: BrowserContext, page: Page) {
    const watch = (target: object, names: readonly string[]) => {
      const methods = target as Record<string, (...args: never[]) => unknown>
      for (const name of names) {
        const original = methods[name]
        if (!original) throw new Error(`Playwright has no ${name} to watch`)
        methods[name] = (...args) => {
          this.changed = true
          return original.apply(target, args)
        }
      }
    }
    const watchPage = (opened: Page) => {
      watch(opened, LASTING_CHANGES.page)
      if (opened.clock !== context.clock) watch(opened.clock, LASTING_CHANGES.clock)
    }
    watch(context, LASTING_CHANGES.context)
    watch(context.clock, LASTING_CHANGES.clock)
    watchPage(page)
    // A tab a test opens is watched too: when the first page is closed, it is the one the next test gets.
    context.on('page', watchPage)
  }
}

/** The test's init scripts gone, the page on its origin with nothing stored, no Web Lock, at the project's size; false when a lock is never let go. */
async function cleanSlate(context: BrowserContext, page: Page, testInfo: TestInfo): Promise<boolean> {
  try {
    for (const undo of undoers.get(page) ?? []) await undo()
    undoers.delete(page)
    await page.goto('/favicon.svg')
    const session = await context.newCDPSession(page)
    await session.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'all' })
    await session.detach()
    await context.clearCookies()
    await page.evaluate(() => sessionStorage.clear())
    const noLock = () => navigator.locks.query().then(({ held = [], pending = [] }) => held.length + pending.length === 0)
    await page.waitForFunction(noLock, undefined, { timeout: 5_000 })
    const viewport = testInfo.project.use.viewport
    if (viewport) await page.setViewportSize(viewport)
    await page.mouse.move(-1, -1)
    return true
  } catch {
    return false
  }
}
