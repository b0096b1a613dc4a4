import { expect, type Locator, type Page } from '@playwright/test'

// Where `control` is drawn in the document (a scroll is not a move), its height left out: content growing inside it moves nothing drawn.
const placeOf = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return { x: box.left + scrollX, y: box.top + scrollY, width: box.width }
  })

/** `arrives` brings a late part of the page (or takes it away), and `control` is where it was drawn before (ADR 0165). */
export async function expectUnmovedBy(control: Locator, arrives: () => Promise<unknown>, what: string) {
  const before = await placeOf(control)
  await arrives()
  expect(await placeOf(control), `${what}, where it was drawn (ADR 0165)`).toEqual(before)
}

export const holdBackChunk = (page: Page, name: string, ms: number) =>
  page.route(`**/assets/${name}-*.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })

export async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}
