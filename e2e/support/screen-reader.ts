import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type FileChooser, type Page } from '@playwright/test'

/**
 * A screen-reader user in the page (ADR 0146): Guidepup's virtual screen reader
 * (`@guidepup/virtual-screen-reader`) runs inside the document and says what a reader would, from the
 * DOM and its ARIA: the item its cursor is on, the element that takes the focus, what a live region
 * adds. A flow drives it only as a reader user does, by the reader's own moves (next item, next heading,
 * next link, next landmark) and the keys a person presses (Tab, Enter, Space, Escape, typing), and each
 * is one command. What it does not model: docs/testing.md, "The screen-reader run".
 */

/** The reader's browser build is an ES module; run as a script in a scope of its own, it leaves its class on the page. */
const READER_SOURCE = (() => {
  const source = readFileSync(createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js'), 'utf8')
  const exports = /export\s*\{\s*([\w$]+) as Virtual\s*,\s*[\w$]+ as virtual\s*\};?/
  if (!exports.test(source)) throw new Error('The virtual screen reader’s browser build no longer ends in its exports: read it anew')
  // A new line before the end: the build's last line is a comment (its source map).
  return `(() => {\n${source.replace(exports, 'window.__VirtualScreenReader = $1;')}\n})()`
})()

/** The reader's own moves (its quick keys); Tab and the page's keys are the page's. */
export type ReaderMove =
  | 'next'
  | 'previous'
  | 'moveToNextHeading'
  | 'moveToPreviousHeading'
  | 'moveToNextLandmark'
  | 'moveToPreviousNavigation'
  | 'moveToNextLink'
  | 'moveToPreviousLink'

/**
 * How often to ask the page what was said: at once and often, as most answers come within a frame or
 * two (Playwright's default waits 100 ms, then 250, 500 and 1000: a second lost on each late answer).
 */
const POLL_MS = [10, 20, 50]

/** What a live region said ("polite: Copied."), as against what the reader says of the item it is on. */
const LIVE = /^(polite|assertive): /

interface InPageReader {
  start(): Promise<void>
  spoken(): Promise<string[]>
  /** How many phrases were said so far. */
  count(): Promise<number>
  /** What was said from `index` on, less what the virtual reader says that a screen reader does not (below). */
  heardFrom(index: number): Promise<string[]>
  move(move: ReaderMove, until: string | null, limit: number): Promise<{ moves: number; phrase: string }>
  refresh(): Promise<void>
  element(): Element | null
}

declare global {
  interface Window {
    __reader?: InPageReader
  }
}

/** Runs in the page: the reader, started on the document's body, with a few moves done in the page. */
function installReader() {
  interface VirtualReader {
    start(options: { container: Node }): Promise<void>
    spokenPhraseLog(): Promise<string[]>
    perform(command: string): Promise<void>
    next(): Promise<void>
    previous(): Promise<void>
    press(key: string): Promise<void>
    activeNode: Node | null
  }
  const Virtual = (window as unknown as { __VirtualScreenReader: new () => VirtualReader }).__VirtualScreenReader
  const virtual = new Virtual()
  const lastSaid = async () => (await virtual.spokenPhraseLog()).filter((phrase) => !/^(polite|assertive): /.test(phrase)).at(-1) ?? ''
  const alertDialogNames = () =>
    [...document.querySelectorAll('[role="alertdialog"]')]
      .map((dialog) =>
        (dialog.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim(),
      )
      .filter(Boolean)
  window.__reader = {
    start: () => virtual.start({ container: document.body }),
    spoken: async () => [...(await virtual.spokenPhraseLog())],
    count: async () => (await virtual.spokenPhraseLog()).length,
    // Left out: a live region emptied (a reader says nothing; the virtual one logs "polite: "), and an alert
    // dialog said again at any change inside it, whole, even closed (the virtual reader takes an alert
    // dialog for an assertive, atomic live region; a screen reader says it as it opens, which it also logs).
    async heardFrom(index) {
      const echoes = alertDialogNames().map((name) => `assertive: ${name}`)
      return (await virtual.spokenPhraseLog())
        .slice(index)
        .filter((phrase) => !/^(polite|assertive): $/.test(phrase) && !echoes.some((echo) => phrase.startsWith(echo)))
    },
    // Moves until the item said matches: one command each, without a round trip from the test per move.
    async move(move, until, limit) {
      const wanted = until === null ? null : new RegExp(until)
      for (let moves = 1; moves <= limit; moves += 1) {
        if (move === 'next' || move === 'previous') await virtual[move]()
        else await virtual.perform(move)
        const phrase = await lastSaid()
        if (!wanted || wanted.test(phrase)) return { moves, phrase }
      }
      throw new Error(`${limit} moves (${move}) never reached ${until}; the last item said: ${await lastSaid()}`)
    },
    // The item under the cursor read again after typing changed it: the virtual reader knows an item by
    // its name and value, and would start again at the top of the page on its next move (a modifier key
    // changes nothing in the page).
    refresh: () => virtual.press('Shift'),
    element() {
      const node = virtual.activeNode
      return node instanceof Element ? node : (node?.parentElement ?? null)
    },
  }
}

export class ScreenReaderUser {
  /** The reader's commands and the person's keys since the flow began. */
  commands = 0
  /** How much of the spoken log came before the last command: what follows is its answer. */
  private heardUpTo = 0

  constructor(private readonly page: Page) {}

  /** Starts the reader on the page as it is, again after a load (it lives in the document). */
  async start(): Promise<void> {
    if (!(await this.page.evaluate(() => '__reader' in window))) {
      await this.page.evaluate(READER_SOURCE)
      await this.page.evaluate(installReader)
    }
    await this.page.evaluate(() => window.__reader?.start())
    await this.heardFromNow()
    this.commands = 0
  }

  /** Everything said since the reader started. */
  async transcript(): Promise<string[]> {
    return this.page.evaluate(() => window.__reader?.spoken() ?? [])
  }

  /** What was said since the last command (heardFrom: less what only the virtual reader says). */
  async heard(): Promise<string[]> {
    return this.page.evaluate((index) => window.__reader?.heardFrom(index) ?? [], this.heardUpTo)
  }

  private async command<T>(send: () => Promise<T>): Promise<T> {
    await this.heardFromNow()
    const result = await send()
    this.commands += 1
    return result
  }

  /** What is said from now on is the answer to the next command. */
  private async heardFromNow(): Promise<void> {
    this.heardUpTo = await this.page.evaluate(() => window.__reader?.count() ?? 0)
  }

  /** Moves the reader's cursor until the item it says matches `until` (each move a command); returns what it said. */
  async move(move: ReaderMove, until: RegExp | null = null, limit = 80): Promise<string> {
    await this.heardFromNow()
    const { moves, phrase } = await this.page.evaluate(([how, wanted, most]) => window.__reader!.move(how, wanted, most), [
      move,
      until?.source ?? null,
      limit,
    ] as const)
    this.commands += moves
    return phrase
  }

  /** Tab (or Shift+Tab) until the focus lands on what `until` says, each press a command; returns what was said. */
  async tab(until: RegExp, { limit = 40, back = false } = {}): Promise<string> {
    for (let presses = 0; presses < limit; presses += 1) {
      await this.command(() => this.page.keyboard.press(back ? 'Shift+Tab' : 'Tab'))
      let said = ''
      // The reader hears of the focus a moment after the key (its focus handler waits a tick).
      await expect.poll(async () => (said = (await this.heard()).filter((phrase) => !LIVE.test(phrase)).at(-1) ?? ''), { intervals: POLL_MS }).not.toBe('')
      if (until.test(said)) return said
    }
    throw new Error(`${limit} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${until}`)
  }

  /** Enter (Space on a box to tick) on what the cursor is on; the focus goes there first, as a reader's activation does. */
  async act(key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
    await this.page.evaluate(() => (window.__reader!.element() as HTMLElement | null)?.focus())
    await this.press(key)
  }

  /** A key pressed where the focus is. */
  async press(key: string): Promise<void> {
    await this.command(() => this.page.keyboard.press(key))
  }

  /**
   * Space on the file box that has the focus, then the file chosen in the system's chooser, which is
   * outside the page: two commands. The page must catch choosers from its start (docs/testing.md).
   */
  async chooseFile(file: Parameters<FileChooser['setFiles']>[0]): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser')
    await this.press('Space')
    await (await chooser).setFiles(file)
    this.commands += 1
  }

  /** Text typed into the box under the cursor, focused first as a reader's focus mode does: one command. */
  async type(text: string, { replacing = false } = {}): Promise<void> {
    await this.command(async () => {
      await this.page.evaluate(() => (window.__reader!.element() as HTMLElement | null)?.focus())
      if (replacing) await this.page.keyboard.press('ControlOrMeta+A')
      await this.page.keyboard.type(text)
      await this.page.evaluate(() => window.__reader!.refresh())
    })
  }

  /** Waits until the reader says, since the last command, something that matches; returns it. */
  async hears(expected: RegExp, timeout = 7_000): Promise<string> {
    let found = ''
    try {
      await expect.poll(async () => (found = (await this.heard()).find((phrase) => expected.test(phrase)) ?? ''), { timeout, intervals: POLL_MS }).not.toBe('')
    } catch {
      throw new Error(`The reader never said ${expected}; since the last command it said:\n  ${(await this.heard()).join('\n  ')}`)
    }
    return found
  }
}
