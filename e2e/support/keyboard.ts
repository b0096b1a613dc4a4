import { expect, type FileChooser, type Locator, type Page } from '@playwright/test'

/**
 * Keyboard-only form filling: Tab until the wanted control has the focus (as a person tabbing down
 * the page would), then type, press Space or pick an option by typing its first letters. `pressTab` is
 * one Tab (the keystroke model's counts it, and goes backwards to a control behind the focus).
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 120, pressTab = () => page.keyboard.press('Tab')): Promise<void> {
  // Found once rather than at each press (a query of the whole page by label or role), and found again
  // only when the page has drawn it anew meanwhile.
  let element = await target.elementHandle()
  try {
    for (let pressed = 0; pressed < maxPresses; pressed += 1) {
      const focused = await element.evaluate((node) => (node.isConnected ? node === document.activeElement : null))
      if (focused) return
      if (focused === null) {
        await element.dispose()
        element = await target.elementHandle()
      } else await pressTab()
    }
  } finally {
    await element.dispose()
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target)
  await page.keyboard.type(text)
}

/** A date input takes its digits segment by segment: MMDDYYYY. */
export async function typeDate(page: Page, target: Locator, usDate: string): Promise<void> {
  // A date box reads the digits as typed and shows them as MM/DD/YYYY once left.
  await typeInto(page, target, usDate.replaceAll('/', ''))
  await expect(target).toHaveValue(new RegExp(`^(${usDate.replaceAll('/', '')}|${usDate.replaceAll('/', '\\/')})$`))
}

/** A closed select picks the option whose label starts with what is typed. */
export async function chooseOption(page: Page, target: Locator, label: string): Promise<void> {
  await typeInto(page, target, label)
  await expect(target.locator('option:checked')).toHaveText(label)
}

/**
 * Space or Enter once the control takes it, as a click waits: a busy button (aria-disabled, ADR 0049:
 * while its send is on its way, and for a moment after a repeatable one's success) ignores keys too.
 */
async function pressOn(page: Page, target: Locator, key: 'Space' | 'Enter'): Promise<void> {
  await tabTo(page, target)
  await expect(target).toBeEnabled()
  await page.keyboard.press(key)
}

export const pressSpaceOn = (page: Page, target: Locator) => pressOn(page, target, 'Space')

export const pressEnterOn = (page: Page, target: Locator) => pressOn(page, target, 'Enter')

/**
 * The file choosers a page opens from now on, caught by Playwright rather than answered by the browser
 * (ADR 0118): `next()` gives the next one, opened before or after it is asked for. Playwright turns the
 * catching on when the event first gets a listener, and does not wait for the browser to agree: waited for
 * only just before the key that opens one, a chooser sometimes went to the browser, which cancelled it (7
 * of 200 under load), and the test waited in vain. Call it when the page is opened, before any key.
 */
export function catchFileChoosers(page: Page, timeoutMs = 30_000) {
  const caught: FileChooser[] = []
  const waiting: ((chooser: FileChooser) => void)[] = []
  page.on('filechooser', (chooser) => {
    const taker = waiting.shift()
    if (taker) taker(chooser)
    else caught.push(chooser)
  })
  return {
    next(): Promise<FileChooser> {
      const ready = caught.shift()
      if (ready) return Promise.resolve(ready)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No file chooser opened in ${timeoutMs / 1000} s`)), timeoutMs)
        waiting.push((chooser) => {
          clearTimeout(timer)
          resolve(chooser)
        })
      })
    },
  }
}
