import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type FileChooser, type Page } from '@playwright/test'
import type { Virtual } from '@guidepup/virtual-screen-reader'

/**
 * A screen-reader user (ADR 0146): Guidepup's virtual screen reader runs in the document and says what a reader would. A flow
 * drives it only by the reader's own moves and a person's keys, each one command. What it does not model: docs/testing.md.
 */

/** The reader's browser build is an ES module: run as a script in a scope of its own, it leaves its class on the page. */
const READER_SOURCE = (() => {
  const source = readFileSync(createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js'), 'utf8')
  const exports = /export\s*\{\s*([\w$]+) as Virtual\s*,\s*[\w$]+ as virtual\s*\};?/
  if (!exports.test(source)) throw new Error('The virtual screen reader’s browser build no longer ends in its exports: read it anew')
  // A new line before the end: the build's last line is a comment (its source map).
  return `(() => {\n${source.replace(exports, 'window.__VirtualScreenReader = $1;')}\n})()`
})()

/** The reader's own moves (its quick keys); Tab and the page's keys are the page's. */
type ReaderMove = 'next' | 'previous' | `moveTo${'Next' | 'Previous'}${'Heading' | 'Landmark' | 'Navigation' | 'Link'}`

/** Asked at once and often: most answers come within a frame or two, and Playwright's default polls lose a second on a late one. */
const POLL_MS = [10, 20, 50]
const LIVE = /^(polite|assertive): /

declare global {
  interface Window {
    __reader?: Awaited<ReturnType<typeof installReader>>
  }
}

/** Runs in the page: the reader, started on the document's body, with a few moves done in the page. */
async function installReader() {
  const virtual = new (window as unknown as { __VirtualScreenReader: typeof Virtual }).__VirtualScreenReader()
  const lastSaid = async () => (await virtual.spokenPhraseLog()).filter((phrase) => !/^(polite|assertive): /.test(phrase)).at(-1) ?? ''
  const nameOf = (dialog: Element) => {
    const parts = (dialog.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '')
    return parts.join(' ').trim()
  }
  const reader = {
    spoken: async () => [...(await virtual.spokenPhraseLog())],
    count: async () => (await virtual.spokenPhraseLog()).length,
    // Left out, as a screen reader says neither (docs/testing.md): an emptied live region, and an alert dialog said again at any change.
    async heardFrom(index: number) {
      const echoes = [...document.querySelectorAll('[role="alertdialog"]')].map(nameOf).filter(Boolean)
      const log = await virtual.spokenPhraseLog()
      return log.slice(index).filter((phrase) => !/^(polite|assertive): $/.test(phrase) && !echoes.some((name) => phrase.startsWith(`assertive: ${name}`)))
    },
    // Moves until the item said matches, and says how many moves: each a command, without a round trip from the test.
    async move(move: ReaderMove, until: string | null, limit: number) {
      const wanted = until === null ? null : new RegExp(until)
      for (let moves = 1; moves <= limit; moves += 1) {
        if (move === 'next' || move === 'previous') await virtual[move]()
        else await virtual.perform(move)
        if (!wanted || wanted.test(await lastSaid())) return moves
      }
      throw new Error(`${limit} moves (${move}) never reached ${until}; the last item said: ${await lastSaid()}`)
    },
    // The item read again after typing changed it: the virtual reader knows an item by its name and value, and would
    // start again at the top on its next move (a modifier key changes nothing in the page).
    refresh: () => virtual.press('Shift'),
    element() {
      const node = virtual.activeNode
      return node instanceof Element ? node : (node?.parentElement ?? null)
    },
  }
  await virtual.start({ container: document.body })
  window.__reader = reader
  return reader
}

export class ScreenReaderUser {
  /** The reader's commands and the person's keys since the reader started. */
  commands = 0
  /** How much of the spoken log came before the last command: what follows is its answer. */
  private heardUpTo = 0
  private constructor(private readonly page: Page) {}
  /** A reader started on the page as it is (it lives in the document: a load ends it). */
  static async start(page: Page): Promise<ScreenReaderUser> {
    await page.evaluate(READER_SOURCE)
    await page.evaluate(installReader)
    return new ScreenReaderUser(page)
  }
  /** Everything said since the reader started. */
  transcript = (): Promise<string[]> => this.page.evaluate(() => window.__reader?.spoken() ?? [])
  /** What was said since the last command, less what only the virtual reader says. */
  heard = (): Promise<string[]> => this.page.evaluate((index) => window.__reader?.heardFrom(index) ?? [], this.heardUpTo)
  /** The focus on the item under the reader's cursor, as a reader's activation or focus mode puts it. */
  private focusCursor = () => this.page.evaluate(() => (window.__reader!.element() as HTMLElement | null)?.focus())
  /** What is said from now on answers `send`, which counts as one command unless it says how many it was. */
  private async command(send: () => Promise<number | void>): Promise<void> {
    this.heardUpTo = await this.page.evaluate(() => window.__reader!.count())
    this.commands += (await send()) ?? 1
  }
  /** Moves the reader's cursor until the item it says matches `until`, each move a command. */
  async move(move: ReaderMove, until: RegExp | null = null, limit = 80): Promise<void> {
    const args = [move, until?.source ?? null, limit] as const
    await this.command(() => this.page.evaluate(([how, pattern, most]) => window.__reader!.move(how, pattern, most), args))
  }
  /** Tab (or Shift+Tab) until the focus lands on what `until` says, each press a command. */
  async tab(until: RegExp, { limit = 40, back = false } = {}): Promise<void> {
    for (let presses = 0; presses < limit; presses += 1) {
      await this.command(() => this.page.keyboard.press(back ? 'Shift+Tab' : 'Tab'))
      let said = ''
      // The reader hears of the focus a moment after the key (its focus handler waits a tick).
      await expect.poll(async () => (said = (await this.heard()).filter((phrase) => !LIVE.test(phrase)).at(-1) ?? ''), { intervals: POLL_MS }).not.toBe('')
      if (until.test(said)) return
    }
    throw new Error(`${limit} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${until}`)
  }
  /** A key pressed, then what the reader says after it, if given. */
  async press(key: string, ...heard: RegExp[]): Promise<void> {
    await this.command(() => this.page.keyboard.press(key))
    await this.hears(...heard)
  }
  /** Tab to what `control` says and Enter on it, then what the reader says after it. */
  async pressOn(control: RegExp, ...heard: RegExp[]): Promise<void> {
    await this.tab(control)
    await this.press('Enter', ...heard)
  }
  /** Tab to the box, then its text replaced (`type`). */
  async typeInto(box: RegExp, text: string, ...heard: RegExp[]): Promise<void> {
    await this.tab(box)
    await this.type(text, ...heard)
  }
  /** Enter on what the cursor is on, the focus put there first. */
  async act(...heard: RegExp[]): Promise<void> {
    await this.focusCursor()
    await this.press('Enter', ...heard)
  }
  /** Space on the file box with the focus, then the file chosen in the system's chooser (caught from the page's start): two commands. */
  async chooseFile(file: Parameters<FileChooser['setFiles']>[0], ...heard: RegExp[]): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser')
    await this.press('Space')
    await (await chooser).setFiles(file)
    this.commands += 1
    await this.hears(...heard)
  }
  /** The text of the box under the cursor (focused first) replaced by `text`, typed: one command. */
  async type(text: string, ...heard: RegExp[]): Promise<void> {
    await this.command(async () => {
      await this.focusCursor()
      await this.page.keyboard.press('ControlOrMeta+A')
      await this.page.keyboard.type(text)
      await this.page.evaluate(() => window.__reader!.refresh())
    })
    await this.hears(...heard)
  }
  /** Waits until the reader has said, since the last command, something that matches each of `expected` (at once when none). */
  async hears(...expected: RegExp[]): Promise<void> {
    const unsaid = async () => {
      const heard = await this.heard()
      return expected.filter((wanted) => !heard.some((phrase) => wanted.test(phrase)))
    }
    try {
      await expect.poll(unsaid, { timeout: 7_000, intervals: POLL_MS }).toEqual([])
    } catch {
      throw new Error(`The reader never said ${(await unsaid()).join(' nor ')}; since the last command it said:\n  ${(await this.heard()).join('\n  ')}`)
    }
  }
}
