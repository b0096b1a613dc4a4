import type { Page } from '@playwright/test'

/**
 * Runs in the page: each open fix form (`data-fix-form`: the import preview's, a run's) that does not hold the focus on its first
 * box with a problem, which must say it, or on its first box when none is marked; in words.
 */
function misplacedFocus(): string[] {
  const labelled = (element: Element) => (element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.labels?.[0]?.textContent : null)
  const named = (element: Element | null) =>
    element ? `${element.tagName.toLowerCase()} “${element.getAttribute('aria-label') ?? labelled(element) ?? element.textContent ?? ''}”` : 'nothing'
  return [...document.querySelectorAll('[data-fix-form]')].flatMap((form) => {
    const problem = form.querySelector('[aria-invalid="true"]')
    const expected = problem ?? form.querySelector('input, select, textarea')
    const found: string[] = []
    if (document.activeElement !== expected)
      found.push(`${form.getAttribute('aria-label')}: the focus is on ${named(document.activeElement)}, not ${named(expected)}`)
    const said = (problem?.getAttribute('aria-describedby') ?? '').split(' ').some((id) => document.getElementById(id)?.textContent?.trim())
    if (problem && !said) found.push(`${form.getAttribute('aria-label')}: ${named(problem)} is marked but says no problem`)
    return found
  })
}

export const fixFormFocusProblems = (page: Page): Promise<string[]> => page.evaluate(misplacedFocus)
