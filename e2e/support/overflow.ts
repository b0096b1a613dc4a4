import type { Page } from '@playwright/test'

/**
 * Sideways scrolling at a phone's width (WCAG 1.4.10 reflow): the page itself must not scroll
 * sideways (`scrollWidth` equals the viewport), and nothing may stick out of the viewport unless it
 * sits in a scroll container a keyboard can reach (in the tab order) and that is labelled (a named
 * region), so that the part off to the side can be reached and is announced.
 */
export interface OverflowReport {
  viewport: number
  scrollWidth: number
  problems: string[]
}

/** Runs in the page: every helper is inside, since only the function's text crosses over. */
function measureOverflow(): OverflowReport {
  const viewport = window.innerWidth
  const describe = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].slice(0, 3).join('.')}` : ''} "${text}"`
  }
  const problems: string[] = []
  const reported = new Set<Element>()
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect()
    if (rect.width <= 1 || rect.height <= 1) continue
    if (rect.right <= viewport + 0.5 && rect.left >= -0.5) continue
    let container: Element | null = null
    for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      const overflow = getComputedStyle(ancestor).overflowX
      if (overflow !== 'visible') {
        container = ancestor
        break
      }
    }
    if (!container) {
      // Report the outermost element that sticks out, not each of its descendants.
      let outer: Element | null = element.parentElement
      while (outer && !reported.has(outer)) outer = outer.parentElement
      if (!outer) problems.push(`${describe(element)} reaches ${Math.round(rect.left)} to ${Math.round(rect.right)} px, outside the ${viewport} px viewport`)
      reported.add(element)
      continue
    }
    if (reported.has(container)) continue
    // A one-pixel box that hides what it holds is for screen readers alone (`sr-only`): nothing in it is seen.
    const box = container.getBoundingClientRect()
    if (box.width <= 1 && box.height <= 1) continue
    reported.add(container)
    const overflow = getComputedStyle(container).overflowX
    const html = container as HTMLElement
    const labelled = Boolean(container.getAttribute('aria-label') || container.getAttribute('aria-labelledby'))
    if (overflow !== 'auto' && overflow !== 'scroll') problems.push(`${describe(element)} is cut off by ${describe(container)} (overflow ${overflow})`)
    else if (html.tabIndex < 0 || !labelled)
      problems.push(`${describe(container)} scrolls sideways but is not ${html.tabIndex < 0 ? 'in the tab order' : 'labelled'}`)
  }
  return { viewport, scrollWidth: document.documentElement.scrollWidth, problems }
}

/** Sets the viewport's width (keeping its height), waits until the page has it, and measures (which lays it out). */
export async function checkOverflowAt(page: Page, width: number): Promise<OverflowReport> {
  const height = page.viewportSize()?.height ?? 900
  await page.setViewportSize({ width, height })
  // Polled on a timer, not on animation frames: once, the headless renderer drew no frame after a resize, and two
  // requestAnimationFrame waited out the test's time.
  await page.waitForFunction((wanted) => window.innerWidth === wanted, width, { polling: 16 })
  return page.evaluate(measureOverflow)
}
