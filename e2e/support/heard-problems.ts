import type { Page } from '@playwright/test'

/**
 * What a screen reader would meet wrongly on the page as it is now (ADR 0145; each sweep state checks it): an empty region read out as its role
 * alone, a dialog's description (read whole as it opens) holding a control or the secret, a title (said on a load) naming another page than the heading.
 */
export const heardProblemsOn = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const problems: string[] = []
    const shown = (element: Element) => element.checkVisibility() && !element.closest('[aria-hidden="true"], [hidden]')
    for (const region of document.querySelectorAll('[role="status"], [role="alert"], [role="log"], output'))
      if (shown(region) && (region.textContent ?? '').trim() === '')
        problems.push(`an empty ${region.getAttribute('role') ?? 'output'} region is read out as its role: ${region.outerHTML.slice(0, 120)}`)
    const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [data-testid="signing-secret"]'
    for (const dialog of document.querySelectorAll('dialog[open]'))
      for (const id of (dialog.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)) {
        const inside = document.getElementById(id)?.querySelector(CONTROLS)
        if (inside) problems.push(`the description of the dialog "${dialog.getAttribute('aria-labelledby') ?? ''}" holds ${inside.outerHTML.slice(0, 80)}`)
      }
    const heading = document.querySelector<HTMLElement>('main h1')
    const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()
    // The title's own part: "About the insured" of "About the insured – New quote – Agency Portal".
    const [own = ''] = document.title.split(' – ')
    if (heading && !words(heading.innerText).includes(words(own)) && !words(own).includes(words(heading.innerText)))
      problems.push(`the title "${document.title}" and the main heading "${heading.innerText}" name different pages`)
    return problems
  })
