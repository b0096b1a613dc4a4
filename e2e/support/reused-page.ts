import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test'

/**
 * One browser context and page per worker, handed from test to test (ADR 0077). A new context costs a
 * new renderer process and a first load with an empty cache: about 1 CPU-second a test, against the
 * portal loaded again in the same page. A test gets the page as a new one would be: no other tab, an
 * empty address, no stored data of the origin, no Web Lock held, the project's viewport, none of the
 * last test's listeners. A test that changes the context in a way this cannot undo (an init script, a
 * route, the page's clock, offline, permissions, emulated media, extra headers), or that fails, gives
 * its context up: the next test gets a new one. An init script the test needs for itself alone is
 * added with `addInitScriptForThisTest`, which is undone.
 */

type Method = (...args: never[]) => unknown

/** What a test may change, on its context or its page, that only a new context undoes. */
const ON_BOTH = [
  'addInitScript',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
]
const LASTING_CHANGES = {
  context: [...ON_BOTH, 'setOffline', 'grantPermissions', 'setGeolocation', 'setHTTPCredentials'],
  page: [...ON_BOTH, 'emulateMedia'],
  clock: ['install', 'fastForward', 'runFor', 'pauseAt', 'resume', 'setFixedTime', 'setSystemTime'],
}

type Listener = (...args: unknown[]) => void
/** The event emitter under Playwright's `Page` and `BrowserContext`, which their types leave out. */
interface Emitter {
  eventNames(): (string | symbol)[]
  listeners(event: string | symbol): Listener[]
  removeListener(event: string | symbol, listener: Listener): unknown
}
type Listeners = Map<string | symbol, Set<Listener>>

const listenersOf = (target: Emitter): Listeners => new Map(target.eventNames().map((event) => [event, new Set(target.listeners(event))]))

/** Removes the listeners added to `target` since `before` was taken. */
function removeListenersSince(target: Emitter, before: Listeners) {
  for (const event of target.eventNames()) {
    for (const listener of target.listeners(event)) {
      if (!before.get(event)?.has(listener)) target.removeListener(event, listener)
    }
  }
}

/** What undoes, when its test gives the page back, what `addInitScriptForThisTest` added. */
const undoers = new WeakMap<Page, (() => Promise<void>)[]>()

/**
 * An init script for the documents this test's page opens from now on, which leaves with the test: added
 * through the DevTools protocol and removed when the page is given back, so the page is still handed on
 * (one added by `page.addInitScript` stays for the context's life, so that context is closed).
 */
export async function addInitScriptForThisTest(page: Page, source: string) {
  // A script lives as long as the session that added it: the session is kept until the script is removed.
  const session = await page.context().newCDPSession(page)
  // The renderer runs a session's scripts only while its Page domain is on.
  await session.send('Page.enable')
  const { identifier } = await session.send('Page.addScriptToEvaluateOnNewDocument', { source })
  undoers.set(page, [
    ...(undoers.get(page) ?? []),
    async () => {
      await session.send('Page.removeScriptToEvaluateOnNewDocument', { identifier })
      await session.detach()
    },
  ])
}

export class PagePool {
  private context: BrowserContext | undefined
  private changed = false
  private listenersBefore: { context: Listeners; page: Listeners } | undefined

  /** `reuse` false: a new context for every test (as when a trace is recorded). `prepare` runs once on each new context. */
  constructor(
    private readonly reuse: boolean,
    private readonly prepare: (context: BrowserContext) => Promise<void>,
  ) {}

  async take(browser: Browser): Promise<BrowserContext> {
    if (!this.context) {
      const context = await browser.newContext()
      await this.prepare(context)
      const page = await context.newPage()
      this.watchForLastingChanges(context, page)
      this.context = context
      this.changed = false
    }
    const page = this.context.pages()[0]
    this.listenersBefore = { context: listenersOf(this.context as unknown as Emitter), page: listenersOf(page as unknown as Emitter) }
    return this.context
  }

  /** Gives the context back clean for the next test, or closes it. */
  async giveBack(testInfo: TestInfo) {
    const context = this.context
    if (!context) return
    const [page, ...others] = context.pages()
    const failed = testInfo.status !== testInfo.expectedStatus
    if (this.reuse && !this.changed && !failed && page) {
      if (this.listenersBefore) {
        removeListenersSince(context as unknown as Emitter, this.listenersBefore.context)
        removeListenersSince(page as unknown as Emitter, this.listenersBefore.page)
      }
      await Promise.all(others.map((other) => other.close()))
      // A slate that cannot be cleaned (a lock never let go) is not handed on: the next test gets a new context.
      if (
        await undoTestScripts(page)
          .then(() => cleanSlate(context, page, testInfo))
          .then(
            () => true,
            () => false,
          )
      )
        return
    }
    this.context = undefined
    await context.close()
  }

  async close() {
    await this.context?.close()
    this.context = undefined
  }

  private watchForLastingChanges(context: BrowserContext, page: Page) {
    const watch = (target: object, names: readonly string[]) => {
      const methods = target as Record<string, Method>
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

async function undoTestScripts(page: Page) {
  const undo = undoers.get(page) ?? []
  undoers.delete(page)
  for (const step of undo) await step()
}

/** The page on an empty document of the origin, with nothing stored, no Web Lock, at the project's size. */
async function cleanSlate(context: BrowserContext, page: Page, testInfo: TestInfo) {
  await page.goto('/favicon.svg')
  const origin = new URL(page.url()).origin
  const session = await context.newCDPSession(page)
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
  await session.detach()
  await context.clearCookies()
  await page.evaluate(() => sessionStorage.clear())
  await page.waitForFunction(
    async () => {
      const locks = await navigator.locks.query()
      return (locks.held?.length ?? 0) + (locks.pending?.length ?? 0) === 0
    },
    undefined,
    { timeout: 5_000 },
  )
  const viewport = testInfo.project.use.viewport
  if (viewport) await page.setViewportSize(viewport)
  await page.mouse.move(-1, -1)
}
