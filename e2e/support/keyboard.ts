import { expect, type FileChooser, type Locator, type Page } from '@playwright/test'

/** Tabs until `target` has the focus, as a person tabbing down the page; `pressTab` is one Tab (the keystroke model counts its own). */
export async function tabTo(page: Page, target: Locator, maxPresses = 120, pressTab = () => page.keyboard.press('Tab')): Promise<void> {
  // Found once rather than at each press (a query of the whole page), and again only when the page has drawn it anew.
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

export async function typeInto(page: Page, target: Locator, text: string, maxPresses?: number): Promise<void> {
  await tabTo(page, target, maxPresses)
  await page.keyboard.type(text)
}

/** A date box takes the digits MMDDYYYY as typed and shows them as MM/DD/YYYY once left. */
export async function typeDate(page: Page, target: Locator, usDate: string): Promise<void> {
  await typeInto(page, target, usDate.replaceAll('/', ''))
  await expect(target).toHaveValue(new RegExp(`^(${usDate.replaceAll('/', '')}|${usDate.replaceAll('/', '\\/')})$`))
}

/** A closed select picks the option whose label starts with what is typed. */
export async function chooseOption(page: Page, target: Locator, label: string): Promise<void> {
  await typeInto(page, target, label)
  await expect(target.locator('option:checked')).toHaveText(label)
}

/** Tabs to `target` and presses `key` once it takes keys, as a click waits: a busy control (aria-disabled, ADR 0049) ignores them. */
async function pressOn(page: Page, target: Locator, key: 'Space' | 'Enter'): Promise<void> {
  await tabTo(page, target)
  await expect(target).toBeEnabled()
  await page.keyboard.press(key)
}

export const pressSpaceOn = (page: Page, target: Locator) => pressOn(page, target, 'Space')
export const pressEnterOn = (page: Page, target: Locator) => pressOn(page, target, 'Enter')

// The file choosers the page opens from now on (ADR 0118); `next()` gives the next one. Call it when the page opens: Playwright catches choosers
// only once the event has a listener, without waiting for the browser to agree, so one waited for just before its key was cancelled (7 in 200).
export function catchFileChoosers(page: Page) {
  const caught: FileChooser[] = []
  page.on('filechooser', (chooser) => caught.push(chooser))
  return {
    async next(): Promise<FileChooser> {
      await expect.poll(() => caught.length, { message: 'a file chooser opened', timeout: 30_000, intervals: [20] }).toBeGreaterThan(0)
      return caught.shift()!
    },
  }
}
