import type { Page } from '@playwright/test'
import { examplesOutOfRange, type ExampleProblem } from '../../tooling/example-ranges.ts'

/** Runs in the page: each visible number or money box's own words, its hint and problem, with those of the group around it. */
function numberBoxWords(): { box: string; texts: string[] }[] {
  const textOf = (ids: string | null) =>
    (ids ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
  const boxes = [...document.querySelectorAll<HTMLInputElement>('input[inputmode="numeric"], input[inputmode="decimal"]')]
  return boxes
    .filter((box) => box.checkVisibility())
    .map((box) => ({
      box: box.labels?.[0]?.textContent?.trim() ?? box.id,
      texts: [...textOf(box.getAttribute('aria-describedby')), ...textOf(box.closest('fieldset')?.getAttribute('aria-describedby') ?? null)],
    }))
}

/**
 * The examples outside their field's range on the state the page shows (tooling/example-ranges.ts):
 * every number box's example and suggestion must lie in the range said for it. Each sweep state checks it.
 */
export async function examplesOutOfRangeOn(page: Page): Promise<(ExampleProblem & { box: string })[]> {
  const boxes = await page.evaluate(numberBoxWords)
  return boxes.flatMap(({ box, texts }) => examplesOutOfRange(texts).map((problem) => ({ box, ...problem })))
}
