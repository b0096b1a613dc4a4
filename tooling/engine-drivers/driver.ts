/**
 * What the flows and the smoke of e2e/engines ask of a browser, written once for every engine: Firefox
 * through puppeteer-core over WebDriver BiDi (firefox.ts), WebKit through selenium-webdriver over
 * classic WebDriver (webkit.ts). Elements are found in the page by role and name, label or text, as a
 * person finds them; clicks, keys and files go through the engine's own input, as a person's do.
 */

export type EngineName = 'firefox' | 'webkit'

/** A string matches a name or label exactly (whitespace folded) and a text as a part; a RegExp is tested. */
export type Text = string | RegExp

export type Role =
  | 'alert'
  | 'alertdialog'
  | 'article'
  | 'button'
  | 'checkbox'
  | 'combobox'
  | 'dialog'
  | 'group'
  | 'heading'
  | 'link'
  | 'navigation'
  | 'region'
  | 'status'
  | 'textbox'

/** One visible element of the page; `within` narrows the search to inside another. */
export type Target = ({ role: Role; name?: Text; level?: number } | { label: Text } | { text: Text } | { css: string }) & { within?: Target }

export type Key = 'Enter' | 'Escape' | 'Tab' | 'Shift+Tab' | 'Space' | 'Backspace' | 'Paste'

/** The element that has the focus, as a person would name it. */
export interface Focused {
  tag: string
  name: string
}

export interface EngineDriver {
  readonly engine: EngineName
  /** Loads an address of the portal (a path), as typed into the address bar. */
  goto(path: string): Promise<void>
  /** Clicks the middle of the element once it is visible. */
  click(target: Target): Promise<void>
  /** Clicks a point of the viewport, in CSS pixels from its top left corner. */
  clickAt(x: number, y: number): Promise<void>
  /** Clicks into a text box, selects what it holds and types `text` over it, key by key. */
  fill(target: Target, text: string): Promise<void>
  /** Types into whatever has the focus. */
  type(text: string): Promise<void>
  /** A key pressed and let go (with Shift held, for `Shift+Tab`); `Paste` is the platform's paste shortcut. */
  press(key: Key): Promise<void>
  /** Chooses files in a file input, as its file chooser would. */
  setFiles(target: Target, paths: string[]): Promise<void>
  /** Runs `fn` in the page with JSON arguments; it must carry everything it uses. */
  evaluate<Result, Args extends unknown[]>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>
  /** How many visible elements match now. */
  count(target: Target): Promise<number>
  /** Waits until the element is visible, or (`hidden`) until none is. */
  waitFor(target: Target, state?: 'visible' | 'hidden'): Promise<void>
  /** The text of the element, once it is visible. */
  textOf(target: Target): Promise<string>
  /** The value of a form control, once it is visible. */
  valueOf(target: Target): Promise<string>
  focused(): Promise<Focused>
  /** Uncaught errors and rejections, console errors and CSP violations since the last call. */
  takeErrors(): Promise<string[]>
  screenshot(path: string): Promise<void>
  close(): Promise<void>
}

/** How long a find waits before it fails, as Playwright's expect does in the suite (playwright.config.ts). */
export const WAIT_MS = 7_000

/** A target as a failure names it: `button "Close" in alertdialog`. */
export function describeTarget(target: Target): string {
  const text = (value: Text) => (typeof value === 'string' ? `"${value}"` : String(value))
  const own =
    'role' in target
      ? `${target.role}${target.name === undefined ? '' : ` ${text(target.name)}`}`
      : 'label' in target
        ? `the box labelled ${text(target.label)}`
        : 'text' in target
          ? `the text ${text(target.text)}`
          : `css ${target.css}`
  return target.within ? `${own} in ${describeTarget(target.within)}` : own
}
