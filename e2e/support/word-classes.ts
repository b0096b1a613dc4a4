import type { Page } from '@playwright/test'
import { statusCodeProblems, wordClassProblems, type WordProblem } from '../../tooling/word-classes.ts'

/** Runs in the page: the text a person reads or hears; code, typed values and machine text left out. */
function readableText(): string {
  const parts: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (parent && !parent.closest('code, pre, kbd, samp, textarea, script, style, [data-machine-text]') && parent.checkVisibility())
      parts.push(node.textContent ?? '')
  }
  return parts.join('')
}

/** The small classes of words on the page ("licence", "a indication", "2000 rows", "12/2026", "404: …"; ADRs 0087, 0141). */
export async function wordClassesOn(page: Page): Promise<WordProblem[]> {
  const text = await page.evaluate(readableText)
  return [...wordClassProblems(text), ...statusCodeProblems(text)]
}
