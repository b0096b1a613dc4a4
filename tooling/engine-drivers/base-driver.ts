import { collectErrors, countExpression, describeFocus, drainErrors, expression, findExpression, readExpression } from './in-page.ts'
import { describeTarget, type EngineDriver, type EngineName, type Focused, type Key, type Target, WAIT_MS } from './driver.ts'

/**
 * The waiting and finding every engine shares: each engine gives the primitives (run an expression,
 * get an element for one, click it, keys, files) and this class does the rest the same way for both.
 */
export abstract class BaseDriver<Handle> implements EngineDriver {
  abstract readonly engine: EngineName
  constructor(protected readonly baseUrl: string) {}

  /** Evaluates a JavaScript expression in the page and returns its JSON value. */
  protected abstract run<Result>(source: string): Promise<Result>
  /** Evaluates an expression whose value is an element or null, as a handle to act on. */
  protected abstract handle(source: string): Promise<Handle | null>
  protected abstract clickHandle(handle: Handle): Promise<void>
  protected abstract navigate(url: string): Promise<void>
  abstract clickAt(x: number, y: number): Promise<void>
  abstract type(text: string): Promise<void>
  abstract press(key: Key): Promise<void>
  protected abstract chooseFiles(handle: Handle, paths: string[]): Promise<void>
  /** What the engine's own protocol reported (console, errors) since the last call. */
  protected abstract protocolErrors(): string[]
  /** True when the protocol reports no console or errors, and the page must keep them itself (`collectErrors`). */
  protected abstract readonly collectsInPage: boolean
  abstract screenshot(path: string): Promise<void>
  abstract close(): Promise<void>

  async goto(path: string) {
    await this.navigate(new URL(path, this.baseUrl).href)
    if (this.collectsInPage) await this.run(expression(collectErrors))
  }

  evaluate<Result, Args extends unknown[]>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>> {
    return this.run(expression(fn as (...args: never[]) => unknown, ...args))
  }

  /** Polls `attempt` until it gives a value other than undefined, or fails with `failure` after WAIT_MS. */
  protected async poll<Value>(attempt: () => Promise<Value | undefined>, failure: () => string): Promise<Value> {
    const deadline = Date.now() + WAIT_MS
    for (;;) {
      // An element replaced between finding and acting (a re-render, the app taking over the drawn sign-in page) is
      // looked for again, as Playwright's actions wait: puppeteer says "not clickable" of a node that left the page.
      const value = await attempt().catch((error: unknown) => {
        if (/stale|detached|not found|no such element|not connected|not clickable/i.test(String(error))) return undefined
        throw error
      })
      if (value !== undefined) return value
      if (Date.now() > deadline) throw new Error(`${this.engine}: ${failure()} within ${WAIT_MS / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  protected find(target: Target): Promise<Handle> {
    return this.poll(
      async () => (await this.handle(findExpression(target))) ?? undefined,
      () => `no ${describeTarget(target)}`,
    )
  }

  async click(target: Target) {
    await this.poll(
      async () => {
        const handle = await this.handle(findExpression(target))
        if (handle === null) return undefined
        await this.clickHandle(handle)
        return true
      },
      () => `no ${describeTarget(target)} to click`,
    )
  }

  async fill(target: Target, text: string) {
    await this.click(target)
    await this.evaluate(() => (document.activeElement as HTMLInputElement | null)?.select?.())
    if (text === '') await this.press('Backspace')
    else await this.type(text)
  }

  async setFiles(target: Target, paths: string[]) {
    await this.chooseFiles(await this.find(target), paths)
  }

  count(target: Target) {
    return this.run<number>(countExpression(target))
  }

  async waitFor(target: Target, state: 'visible' | 'hidden' = 'visible') {
    await this.poll(
      async () => ((await this.count(target)) > 0 === (state === 'visible') ? true : undefined),
      () => (state === 'visible' ? `no ${describeTarget(target)}` : `${describeTarget(target)} still shown`),
    )
  }

  textOf(target: Target) {
    return this.read(target, 'text')
  }

  valueOf(target: Target) {
    return this.read(target, 'value')
  }

  private read(target: Target, what: 'text' | 'value') {
    return this.poll(
      async () => (await this.run<string | null>(readExpression(target, what))) ?? undefined,
      () => `no ${describeTarget(target)}`,
    )
  }

  focused(): Promise<Focused> {
    return this.evaluate(describeFocus)
  }

  async takeErrors() {
    return [...this.protocolErrors(), ...(this.collectsInPage ? await this.evaluate(drainErrors) : [])]
  }
}
