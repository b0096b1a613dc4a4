import type { Page } from '@playwright/test'

/**
 * The focus indicator of each element Tab reaches, from computed styles (WCAG 2.2 2.4.7, 1.4.11's 3:1 as 2.4.13 words it; docs/testing.md,
 * "The sweeps"), judged against what is really under it at each side (`elementsFromPoint`: the skip link lies over the header).
 */
/** The element as a person would name it, its ring, the ring's lowest contrast with what is next to it, and an ancestor cutting it off. */
type FocusIndicator = { element: string; ring: Ring | null; contrast: number; visible: boolean; clippedBy: string | null }
type Ring = { colour: string; width: number; offset: number }
/** What Tab has met since `recordFocus`, each element once under a key naming its place in the page, and whether Tab came round. */
type FocusRecord = { met: Record<string, FocusIndicator>; round: boolean }

/**
 * Runs in the page, also in Firefox and WebKit (only the function's text crosses over): Tab starts again from the top of the page (or
 * in the open modal dialog), and each element that gets the focus from now on is measured as it gets it. Called again, it empties the record.
 */
export function recordFocus(): void {
  if (!document.querySelector('dialog:modal')) {
    ;(document.activeElement as HTMLElement | null)?.blur()
    // The sequential navigation starting point moves to the body: Tab then starts at the top.
    document.body.tabIndex = -1
    document.body.focus()
    document.body.removeAttribute('tabindex')
  }
  type Rgba = [number, number, number, number]
  const page = window as unknown as { focusRecord?: FocusRecord }
  const installed = page.focusRecord !== undefined
  page.focusRecord = { met: {}, round: false }
  if (installed) return
  // Computed colours come as rgb(), oklch(), color(srgb ...): a canvas turns any into sRGB bytes, each colour once.
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
  const parsed = new Map<string, Rgba>()
  const parse = (text: string): Rgba => {
    if (parsed.has(text)) return parsed.get(text)!
    canvas.clearRect(0, 0, 1, 1)
    canvas.fillStyle = '#000'
    canvas.fillStyle = text
    canvas.fillRect(0, 0, 1, 1)
    const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data
    parsed.set(text, [r, g, b, a / 255])
    return parsed.get(text)!
  }
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3] + bottom[3] * (1 - top[3])
    if (alpha === 0) return [0, 0, 0, 0]
    const mix = (index: number) => (top[index]! * top[3] + bottom[index]! * bottom[3] * (1 - top[3])) / alpha
    return [mix(0), mix(1), mix(2), alpha]
  }
  const linear = (value: number) => (value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4)
  const luminance = ([r, g, b]: Rgba) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return (light! + 0.05) / (dark! + 0.05)
  }
  /** The colour painted at a point: behind `element`, or with it when `own`. */
  const paintedAt = (element: Element, x: number, y: number, own: boolean): Rgba | null => {
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return null
    let colour: Rgba = [0, 0, 0, 0]
    for (const layer of document.elementsFromPoint(x, y)) {
      if (!own && (layer === element || element.contains(layer))) continue
      colour = over(colour, parse(getComputedStyle(layer).backgroundColor))
      if (colour[3] >= 0.999) return colour
    }
    return over(colour, [255, 255, 255, 1])
  }
  const keyOf = (element: Element) => {
    const path: string[] = []
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement)
      path.unshift(`${node.tagName}:${node.parentElement ? [...node.parentElement.children].indexOf(node) : 0}`)
    return path.join('/')
  }
  const nameOf = (element: Element) => {
    const role = element.getAttribute('role')
    const text = (element.getAttribute('aria-label') ?? (element.textContent || element.getAttribute('name') || element.id)).trim().replace(/\s+/g, ' ')
    return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${text.slice(0, 60)}"`
  }
  const ringOf = (style: CSSStyleDeclaration): Ring | null => {
    const outlineWidth = parseFloat(style.outlineWidth)
    if (style.outlineStyle !== 'none' && outlineWidth > 0 && parse(style.outlineColor)[3] > 0)
      return { colour: style.outlineColor, width: outlineWidth, offset: parseFloat(style.outlineOffset) || 0 }
    // "rgb(12, 39, 71) 0px 0px 0px 3px": a shadow with a spread and no blur is a ring.
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const colour = /[a-z]+\([^)]*\)/.exec(shadow)?.[0]
      const lengths = shadow.replace(colour ?? '', '').match(/-?[\d.]+px/g) ?? []
      const [, , blur = 0, spread = 0] = lengths.map(parseFloat)
      if (colour && spread > 0 && blur === 0 && !shadow.includes('inset')) return { colour, width: spread, offset: 0 }
    }
    return null
  }
  const clipperOf = (element: Element, rect: DOMRect, ring: Ring) => {
    const reach = ring.offset + ring.width
    for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const box = ancestor.getBoundingClientRect()
      const cut = [box.left - (rect.left - reach), rect.right + reach - box.right, box.top - (rect.top - reach), rect.bottom + reach - box.bottom]
      if (cut.some((amount) => amount > ring.width / 2)) return `${ancestor.tagName.toLowerCase()}.${[...ancestor.classList].slice(0, 3).join('.')}`
    }
    return null
  }
  const measure = (element: HTMLElement): FocusIndicator => {
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' })
    const style = getComputedStyle(element)
    const rect = element.getBoundingClientRect()
    const visible = rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && Number(style.opacity) > 0
    const ring = ringOf(style)
    if (!ring) return { element: nameOf(element), ring, contrast: 0, visible, clippedBy: null }
    // Points at a distance outward from each side's middle: just outside the ring, and just inside it (an outline offset's
    // gap, or the element itself under a ring drawn over it).
    const [middleX, middleY] = [rect.left + rect.width / 2, rect.top + rect.height / 2]
    const sides = (distance: number): [number, number, boolean][] => [
      [middleX, rect.top - distance, distance <= 0],
      [middleX, rect.bottom + distance, distance <= 0],
      [rect.left - distance, middleY, distance <= 0],
      [rect.right + distance, middleY, distance <= 0],
    ]
    const points = [...sides(ring.offset + ring.width + 1.5), ...sides(ring.offset - 1.5)]
    const neighbours = points.map(([x, y, own]) => paintedAt(element, x, y, own)).filter((colour): colour is Rgba => colour !== null)
    const drawn = over(parse(ring.colour), neighbours[0] ?? [255, 255, 255, 1])
    const lowest = Math.min(...neighbours.map((colour) => contrast(drawn, colour)))
    return { element: nameOf(element), ring, contrast: Number.isFinite(lowest) ? lowest : 0, visible, clippedBy: clipperOf(element, rect, ring) }
  }
  document.addEventListener('focusin', (event) => {
    const record = page.focusRecord!
    const key = keyOf(event.target as Element)
    // Tab has come round: only the first round is kept.
    if (record.round || key in record.met) record.round = true
    else record.met[key] = measure(event.target as HTMLElement)
  })
}

/** Runs in the page: what `recordFocus` recorded. */
export const focusRecord = (): FocusRecord => (window as unknown as { focusRecord: FocusRecord }).focusRecord

const RING_MINIMUM_PX = 2
const CONTRAST_MINIMUM = 3

/** What is wrong with each focus indicator, in words. */
export const focusProblems = (indicators: FocusIndicator[]): string[] =>
  indicators.flatMap(({ element, ring, contrast, visible, clippedBy }) => {
    if (!visible) return `${element}: has the focus but is not drawn`
    if (!ring) return `${element}: no focus indicator (no outline, no ring)`
    if (ring.width < RING_MINIMUM_PX) return `${element}: focus ring ${ring.width}px, thinner than ${RING_MINIMUM_PX}px`
    if (contrast < CONTRAST_MINIMUM)
      return `${element}: focus ring ${ring.colour} has contrast ${contrast.toFixed(2)}:1 against what is next to it (at least ${CONTRAST_MINIMUM}:1)`
    return clippedBy ? `${element}: focus ring cut off by ${clippedBy}` : []
  })

/** A press of Tab as Chromium's input pipeline gets it from a keyboard (what `page.keyboard.press('Tab')` sends). */
const TAB_PRESS = (['rawKeyDown', 'keyUp'] as const).map((type) => ({ type, key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 }))
/** Tabs sent before the record is read: a page seldom has fewer stops, and extra presses only go round again. */
const BATCH = 25

/**
 * Tabs through every element in the tab order (of an open modal dialog, else from the top of the page) until Tab comes back to
 * one it met: how many it reached and their indicators' problems. The presses go over CDP in batches, each handled in order by
 * the input queue: one awaited `keyboard.press` per Tab cost 60 to 90 ms with a trace (ADR 0046).
 */
export async function sweepFocus(page: Page, maxPresses = 300): Promise<{ reached: number; problems: string[] }> {
  await page.evaluate(recordFocus)
  const session = await page.context().newCDPSession(page)
  try {
    for (let pressed = 0; pressed < maxPresses && !(await page.evaluate(focusRecord)).round; pressed += BATCH)
      await Promise.all(Array.from({ length: BATCH }, () => TAB_PRESS.map((event) => session.send('Input.dispatchKeyEvent', event))).flat())
  } finally {
    await session.detach()
  }
  const met = Object.values((await page.evaluate(focusRecord)).met)
  return { reached: met.length, problems: focusProblems(met) }
}
