import type { Page } from '@playwright/test'
import { examplesOutOfRange, type ExampleProblem } from '../../tooling/example-ranges.ts'

/** The examples and suggestions on the page that lie outside the range said for their number box (tooling/example-ranges.ts). */
export async function examplesOutOfRangeOn(page: Page): Promise<(ExampleProblem & { box: string })[]> {
  // Each visible number or money box's own words, its hint and problem, with those of the group around it.
  const boxes = await page.evaluate(() => {
    const textOf = (ids: string | null | undefined) => (ids ?? '').split(/\s+/).flatMap((id) => (id ? [document.getElementById(id)?.textContent ?? ''] : []))
    return [...document.querySelectorAll<HTMLInputElement>('input[inputmode="numeric"], input[inputmode="decimal"]')]
      .filter((box) => box.checkVisibility())
      .map((box) => ({
        box: box.labels?.[0]?.textContent?.trim() ?? box.id,
        texts: [...textOf(box.getAttribute('aria-describedby')), ...textOf(box.closest('fieldset')?.getAttribute('aria-describedby'))],
      }))
  })
  return boxes.flatMap(({ box, texts }) => examplesOutOfRange(texts).map((problem) => ({ box, ...problem })))
}
