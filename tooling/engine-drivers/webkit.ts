import { type ChildProcess, spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { Builder, Key as Keys, Origin, type WebDriver, WebElement } from 'selenium-webdriver'
import { BaseDriver } from './base-driver.ts'
import type { Key } from './driver.ts'

/** Each key as modifiers held and the key pressed. */
const KEYS: Record<Key, [string[], string]> = {
  Enter: [[], Keys.ENTER],
  Escape: [[], Keys.ESCAPE],
  Tab: [[], Keys.TAB],
  'Shift+Tab': [[Keys.SHIFT], Keys.TAB],
  Space: [[], Keys.SPACE],
  Backspace: [[], Keys.BACK_SPACE],
  Paste: [[Keys.CONTROL], 'v'],
}

/** Starts Xvfb on a display it picks itself (`-displayfd`), so that runs side by side never share one. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] })
  const display = await new Promise<string>((resolve, reject) => {
    let said = ''
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('\n')) resolve(`:${said.trim()}`)
    })
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it had a display`)))
    xvfb.once('error', reject)
  })
  return { display, process: xvfb }
}

async function waitForDriver(url: string, driver: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`)
    if (
      await fetch(`${url}/status`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`WebKitWebDriver did not answer on ${url}`)
}

/**
 * WebKit (WebKitGTK's MiniBrowser in automation mode, under Xvfb) through selenium-webdriver over
 * classic WebDriver: one browser and one window for the whole run. It has no console or error events,
 * so the page keeps its own (`collectErrors`). Downloads go to `downloadDir`.
 */
export async function launchWebKit({
  webDriver,
  browser,
  baseUrl,
  port,
  downloadDir,
}: {
  webDriver: string
  browser: string
  baseUrl: string
  port: number
  downloadDir: string
}) {
  const xvfb = await startXvfb()
  // MiniBrowser saves a download in its home folder, without asking.
  const server = spawn(webDriver, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: xvfb.display, HOME: downloadDir } })
  const stopProcesses = () => {
    server.kill()
    xvfb.process.kill()
  }
  try {
    const url = `http://127.0.0.1:${port}`
    await waitForDriver(url, server)
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: browser, args: ['--automation'] } })
      .build()
    await driver.manage().window().setRect({ x: 0, y: 0, width: 1280, height: 900 })
    return new WebKitDriver(baseUrl, driver, stopProcesses)
  } catch (error) {
    stopProcesses()
    throw error
  }
}

class WebKitDriver extends BaseDriver<WebElement> {
  readonly engine = 'webkit'
  protected readonly collectsInPage = true

  constructor(
    baseUrl: string,
    private readonly driver: WebDriver,
    private readonly stopProcesses: () => void,
  ) {
    super(baseUrl)
  }

  protected run<Result>(source: string) {
    return this.driver.executeScript<Result>(`return ${source}`)
  }

  protected async handle(source: string) {
    const value = await this.driver.executeScript<unknown>(`return ${source}`)
    return value instanceof WebElement ? value : null
  }

  protected async clickHandle(handle: WebElement) {
    await handle.click()
  }

  protected async navigate(url: string) {
    await this.driver.get(url)
  }

  async clickAt(x: number, y: number) {
    await this.driver
      .actions()
      .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
      .click()
      .perform()
  }

  async type(text: string) {
    // WebKitWebDriver drops a typed line feed: a new line is the Enter key.
    await this.driver.actions().sendKeys(text.replaceAll('\n', Keys.ENTER)).perform()
  }

  async press(key: Key) {
    const [modifiers, pressed] = KEYS[key]
    let actions = this.driver.actions()
    for (const modifier of modifiers) actions = actions.keyDown(modifier)
    actions = actions.keyDown(pressed).keyUp(pressed)
    for (const modifier of modifiers.toReversed()) actions = actions.keyUp(modifier)
    await actions.perform()
  }

  protected async chooseFiles(handle: WebElement, paths: string[]) {
    await handle.sendKeys(paths.join('\n'))
  }

  protected protocolErrors() {
    return []
  }

  async screenshot(path: string) {
    await writeFile(path, await this.driver.takeScreenshot(), 'base64')
  }

  async close() {
    try {
      await this.driver.quit()
    } finally {
      this.stopProcesses()
    }
  }
}
