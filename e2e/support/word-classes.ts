import type { Page } from '@playwright/test'
import { statusCodeProblems, wordClassProblems, type WordProblem } from '../../tooling/word-classes.ts'

/** Runs in the page: the text a person reads or hears, block by block; code, typed values and machine text left out. */
function readableText(): string {
  const MACHINE = 'code, pre, kbd, samp, textarea, script, style, [data-machine-text]'
  const parts: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || parent.closest(MACHINE) || !parent.checkVisibility()) continue
    parts.push(node.textContent ?? '')
  }
  return parts.join('')
}

/**
 * The small classes of words (tooling/word-classes.ts, ADR 0087) on the state the page shows:
 * "licence", "a indication", "2000 rows" or "$12500", "12/2026", and a status code in a sentence
 * ("404: …", "(429)", "Pending Cancellation (5)"; ADR 0141). Each sweep state checks them.
 */
export async function wordClassesOn(page: Page): Promise<WordProblem[]> {
  const text = await page.evaluate(readableText)
  return [...wordClassProblems(text), ...statusCodeProblems(text)]
}
