import { expect, type Locator, type Page } from '@playwright/test'
import { catchFileChoosers, tabTo as tabUntilFocused } from '../../e2e/support/keyboard.ts'

/**
 * The keystroke-level model of Card, Moran and Newell (The Psychology of Human-Computer Interaction,
 * 1983): each operator with its time. A script counts the operators a person would perform while the
 * browser performs them, and the model's time is the sum.
 */
export const OPERATOR_SECONDS = {
  /** a keystroke or button press (an average skilled typist) */
  K: 0.28,
  /** pointing at a target with the mouse */
  P: 1.1,
  /** moving a hand between keyboard and mouse */
  H: 0.4,
  /** mentally preparing for the next step */
  M: 1.35,
} as const
export type Operator = keyof typeof OPERATOR_SECONDS

export type OperatorCounts = Record<Operator, number>

/** Chromium's select forgets the letters typed for its type-ahead after a second without a key. */
const TYPE_AHEAD_FORGETS_MS = 1000

export const modelledSeconds = (counts: OperatorCounts): number =>
  (Object.keys(OPERATOR_SECONDS) as Operator[]).reduce((sum, operator) => sum + counts[operator] * OPERATOR_SECONDS[operator], 0)

/**
 * Keyboard work that is counted as it is done. Where the M operators go follows the model's heuristics
 * as one rule: one M before each value read off the spreadsheet and typed into its field (the typing
 * and the Tabs that reach the field are one anticipated unit), one before each command (Continue, a
 * button), and one before boxes ticked together as one decision (the model's rule for a cognitive
 * unit). Tabs and characters are K each; a chord such as Ctrl+V is K per key.
 */
export class KeyboardPerson {
  readonly counts: OperatorCounts = { K: 0, P: 0, H: 0, M: 0 }
  /** The counts so far at the end of each page, for where the time goes (BENCH_DETAIL=1). */
  readonly pages: { page: string; counts: OperatorCounts }[] = []

  /** Caught from the page's start (ADR 0118): three runs under load had waited 30 s for a chooser the browser had cancelled. */
  private readonly fileChoosers: ReturnType<typeof catchFileChoosers>

  constructor(readonly page: Page) {
    this.fileChoosers = catchFileChoosers(page)
  }

  /** The operators of named parts of a scenario (the weight class and body type of the imported rows). */
  readonly spans: Record<string, OperatorCounts> = {}

  /** Counts what `work` costs under `name`, besides the scenario's total. */
  async span(name: string, work: () => Promise<void>): Promise<void> {
    const before = { ...this.counts }
    await work()
    this.spans[name] = Object.fromEntries(
      (Object.keys(this.counts) as Operator[]).map((operator) => [operator, this.counts[operator] - before[operator]]),
    ) as OperatorCounts
  }

  endOfPage(name: string): void {
    this.pages.push({ page: name, counts: { ...this.counts } })
  }

  count(operator: Operator, times = 1): void {
    this.counts[operator] += times
  }

  async press(key: string): Promise<void> {
    this.count('K', key.split('+').length)
    await this.page.keyboard.press(key)
  }

  /** Tab until the target has the focus, as a person tabbing down the page (Shift+Tab when it lies behind). */
  async tabTo(target: Locator, maxPresses = 150): Promise<void> {
    const behind = await target.evaluate((element) => {
      const active = document.activeElement
      return active !== null && active !== document.body && (element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    })
    await tabUntilFocused(this.page, target, maxPresses, () => this.press(behind ? 'Shift+Tab' : 'Tab'))
  }

  /** One value from the spreadsheet into its field. */
  async fill(target: Locator, text: string): Promise<void> {
    this.count('M')
    await this.tabTo(target)
    this.count('K', text.length)
    await this.page.keyboard.type(text)
  }

  /** A date box reads the digits typed as MMDDYYYY. */
  async fillDate(target: Locator, usDate: string): Promise<void> {
    await this.fill(target, usDate.replaceAll('/', ''))
    await expect(target).toHaveValue(usDate.replaceAll('/', ''))
  }

  /**
   * A closed select: type the first letters of the option, only as many as it takes to pick it. A person
   * types them in one go; when the machine, not the person, leaves a gap between two keys long enough for
   * the select to forget the letters (a keystroke-model run beside another picked "Class 2a" for
   * "Class 8"), the select is put back as it was and the letters typed again once it has forgotten them.
   */
  async choose(target: Locator, label: string): Promise<void> {
    this.count('M')
    await this.tabTo(target)
    const before = await target.evaluate((select: HTMLSelectElement) => select.selectedIndex)
    for (let burst = 1; burst <= 3; burst += 1) {
      const keys = await this.typeAhead(target, label)
      if (keys === 'missed') break
      if (keys !== 'gap') return this.count('K', keys)
      await this.page.waitForTimeout(TYPE_AHEAD_FORGETS_MS)
      await target.evaluate((select: HTMLSelectElement, index) => (select.selectedIndex = index), before)
    }
    await expect(target.locator('option:checked')).toHaveText(label)
  }

  /** The label's letters typed until its option is picked: how many it took, or a gap that let the select forget them. */
  private async typeAhead(target: Locator, label: string): Promise<number | 'gap' | 'missed'> {
    let lastKey = 0
    for (const [index, character] of [...label].entries()) {
      if (index > 0 && performance.now() - lastKey > TYPE_AHEAD_FORGETS_MS / 2) return 'gap'
      lastKey = performance.now()
      await this.page.keyboard.press(character === ' ' ? 'Space' : character)
      if ((await target.locator('option:checked').textContent()) === label) return index + 1
    }
    return 'missed'
  }

  /** Several boxes ticked as one decision (the coverages asked for): one M, then each box reached and ticked. */
  async tickAll(targets: readonly Locator[]): Promise<void> {
    this.count('M')
    for (const target of targets) {
      await this.tabTo(target)
      await this.press('Space')
    }
  }

  /**
   * A file picked in the operating system's file chooser, opened from the focused file box with Space.
   * The chooser is outside the page and not scripted key by key, so it is modelled: one M to find the
   * file, H to the mouse, P to point at it, a double click (2 K, a button press counts as K in the
   * model), H back to the keyboard. Its folder is the one the agent saved the e-mail's attachment in,
   * which the chooser opens on (the last folder used). Typing the name's first letters and Enter
   * costs about the same (M and some 4 K).
   */
  async pickFile(fileBox: Locator, path: string): Promise<void> {
    this.count('M')
    await this.tabTo(fileBox)
    await expect(fileBox, 'the file box has the focus as Space is pressed').toBeFocused()
    await this.press('Space')
    this.count('M')
    this.count('H')
    this.count('P')
    this.count('K', 2)
    this.count('H')
    await (await this.fileChoosers.next()).setFiles(path)
  }

  /** A command: reach the control and press Enter or Space. */
  async activate(target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
    this.count('M')
    await this.tabTo(target)
    await this.press(key)
  }
}
