import type { Page } from '@playwright/test'

/** Runs in the page: what sticks out sideways (WCAG 1.4.10) but in a scroll container a keyboard reaches and a reader names (docs/testing.md). */
function measureOverflow(): { viewport: number; scrollWidth: number; problems: string[] } {
  const viewport = window.innerWidth
  const describe = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)
    const classes = element.classList.length ? `.${[...element.classList].slice(0, 3).join('.')}` : ''
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes} "${text}"`
  }
  const clipperOf = (element: Element) => {
    for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement)
      if (getComputedStyle(ancestor).overflowX !== 'visible') return ancestor as HTMLElement
    return null
  }
  const problems: string[] = []
  const reported = new Set<Element>()
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect()
    if (rect.width <= 1 || rect.height <= 1 || (rect.right <= viewport + 0.5 && rect.left >= -0.5)) continue
    const container = clipperOf(element)
    if (!container) {
      // The outermost element that sticks out is reported, not each of its descendants.
      let outer = element.parentElement
      while (outer && !reported.has(outer)) outer = outer.parentElement
      if (!outer) problems.push(`${describe(element)} reaches ${Math.round(rect.left)} to ${Math.round(rect.right)} px, outside the ${viewport} px viewport`)
      reported.add(element)
      continue
    }
    // A one-pixel box that hides what it holds is for screen readers alone (`sr-only`): nothing in it is seen.
    const box = container.getBoundingClientRect()
    if (reported.has(container) || (box.width <= 1 && box.height <= 1)) continue
    reported.add(container)
    const overflow = getComputedStyle(container).overflowX
    const labelled = Boolean(container.getAttribute('aria-label') || container.getAttribute('aria-labelledby'))
    if (overflow !== 'auto' && overflow !== 'scroll') problems.push(`${describe(element)} is cut off by ${describe(container)} (overflow ${overflow})`)
    else if (container.tabIndex < 0 || !labelled)
      problems.push(`${describe(container)} scrolls sideways but is not ${container.tabIndex < 0 ? 'in the tab order' : 'labelled'}`)
  }
  return { viewport, scrollWidth: document.documentElement.scrollWidth, problems }
}

/** Sets the viewport's width (keeping its height), waits until the page has it, and measures (which lays it out). */
export async function checkOverflowAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 900 })
  // Polled on a timer: once, the headless renderer drew no frame after a resize, and requestAnimationFrame waited out the test.
  await page.waitForFunction((wanted) => window.innerWidth === wanted, width, { polling: 16 })
  return page.evaluate(measureOverflow)
}
