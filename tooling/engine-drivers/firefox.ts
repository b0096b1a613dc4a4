import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core'
import { BaseDriver } from './base-driver.ts'
import type { Key } from './driver.ts'

/** Each key as modifiers held and the key pressed. */
const KEYS: Record<Key, [KeyInput[], KeyInput]> = {
  Enter: [[], 'Enter'],
  Escape: [[], 'Escape'],
  Tab: [[], 'Tab'],
  'Shift+Tab': [['Shift'], 'Tab'],
  Space: [[], 'Space'],
  Backspace: [[], 'Backspace'],
  Paste: [['Control'], 'KeyV'],
}

/**
 * Firefox through puppeteer-core over WebDriver BiDi, one browser and one page for the whole run.
 * Downloads go to `downloadDir` without asking; the async clipboard may be read back in the tests.
 */
export async function launchFirefox({ executable, baseUrl, downloadDir }: { executable: string; baseUrl: string; downloadDir: string }) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: executable,
    headless: true,
    // Puppeteer's viewport needs a BiDi command Firefox ESR 140 lacks; headless Firefox takes its window's size from these (1280 by 900 inside).
    defaultViewport: null,
    env: { ...process.env, MOZ_HEADLESS_WIDTH: '1280', MOZ_HEADLESS_HEIGHT: '986' },
    extraPrefsFirefox: {
      'browser.download.folderList': 2,
      'browser.download.dir': downloadDir,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      'browser.download.start_downloads_in_tmp_dir': false,
      // The downloads panel would open over the page and keep the keyboard.
      'browser.download.alwaysOpenPanel': false,
      // navigator.clipboard.readText() without the paste menu a person would answer.
      'dom.events.testing.asyncClipboard': true,
      // Close watchers, as Firefox's release has them (ESR 140 keeps them behind this): a second Escape
      // with no click between is a close request the page cannot refuse.
      'dom.closewatcher.enabled': true,
    },
  })
  // The window's first tab never gets the focus in headless Firefox: no focus or blur events would
  // fire there (a date box is read on blur). A tab opened now does.
  const [first] = await browser.pages()
  const page = await browser.newPage()
  await first?.close()
  return new FirefoxDriver(baseUrl, browser, page)
}

class FirefoxDriver extends BaseDriver<ElementHandle<Element>> {
  readonly engine = 'firefox'
  protected readonly collectsInPage = false
  private readonly errors: string[] = []

  constructor(
    baseUrl: string,
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    super(baseUrl)
    page.on('pageerror', (error) => this.errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`))
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // BiDi hands an Error argument over as a handle ("JSHandle@error"): its message is asked for after.
      const said = `console.error: ${message.text()}`
      const at = this.errors.push(said) - 1
      void Promise.all(
        message
          .args()
          .map((arg) => arg.evaluate((value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value))).catch(() => String(arg))),
      )
        .then((texts) => {
          if (this.errors[at] === said) this.errors[at] = `console.error: ${texts.join(' ')}`
        })
        .catch(() => undefined)
    })
  }

  protected run<Result>(source: string) {
    return this.page.evaluate(source) as Promise<Result>
  }

  protected async handle(source: string) {
    const handle = await this.page.evaluateHandle(source)
    const element = handle.asElement() as ElementHandle<Element> | null
    if (!element) await handle.dispose()
    return element
  }

  protected async clickHandle(handle: ElementHandle<Element>) {
    await handle.click()
    await handle.dispose()
  }

  protected async navigate(url: string) {
    // Firefox lets the page it leaves run while its loads are cut off: once, a render error logged then by
    // the sign-in page failed the next screen's smoke, which drew well. What a page says while it is left
    // is dropped; what it said before stays.
    const said = this.errors.length
    await this.page.goto('about:blank')
    this.errors.splice(said)
    await this.page.goto(url)
  }

  async clickAt(x: number, y: number) {
    await this.page.mouse.click(x, y)
  }

  async type(text: string) {
    await this.page.keyboard.type(text)
  }

  async press(key: Key) {
    const [modifiers, pressed] = KEYS[key]
    for (const modifier of modifiers) await this.page.keyboard.down(modifier)
    await this.page.keyboard.press(pressed)
    for (const modifier of modifiers.toReversed()) await this.page.keyboard.up(modifier)
  }

  protected async chooseFiles(handle: ElementHandle<Element>, paths: string[]) {
    await (handle as ElementHandle<HTMLInputElement>).uploadFile(...paths)
  }

  protected protocolErrors() {
    return this.errors.splice(0, this.errors.length)
  }

  async screenshot(path: string) {
    await this.page.screenshot({ path: path as `${string}.png` })
  }

  async close() {
    await this.browser.close()
  }
}
