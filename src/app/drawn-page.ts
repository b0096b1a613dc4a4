import type { createBrowserRouter } from 'react-router'
import { firstPageIsAPressResult } from '@/components/ui/page-heading'
import { takeHeldPress } from '@/features/auth/drawn-sign-in-form'

/**
 * The page drawn at build time (`sign-in.html`, docs/decisions/0056-first-route-with-the-entry.md) is on
 * screen, and may be typed into, before the scripts arrive; its own small script makes it send before the
 * app is there (docs/decisions/0130-sign-in-before-the-app.md). The app replaces it in one commit once the
 * route's own page is loaded, and carries over what the person did meanwhile: the text of each box (by
 * its id, which the drawn page shares with the app's), a password shown, and the focus with its selection
 * (on a box, by its id; on a control without one, such as the skip link, by its element and words).
 */
export interface DrawnPageState {
  values: [id: string, value: string][]
  focused: { id: string; tag: string; words: string; start: number | null; end: number | null } | null
  /** The boxes whose switch was pressed to show what they hold (a password), by the box's id. */
  shown: string[]
  /** Whether its send button was pressed: the drawn form draws it busy from the press until the app takes over. */
  pressed: boolean
}

/** What the person did in the drawn page; null when `root` is empty (any other address: nothing was drawn). */
export function readDrawnPage(root: HTMLElement): DrawnPageState | null {
  if (!root.firstElementChild) return null
  const values = Array.from(root.querySelectorAll('input'))
    .filter((box) => box.id !== '' && box.value !== '')
    .map((box): [string, string] => [box.id, box.value])
  const active = document.activeElement
  const box = active instanceof HTMLInputElement ? active : null
  const focused =
    active instanceof HTMLElement && active !== root && root.contains(active)
      ? {
          id: active.id,
          tag: active.tagName,
          words: active.textContent?.trim() ?? '',
          start: box && selectionOf(box, 'start'),
          end: box && selectionOf(box, 'end'),
        }
      : null
  const shown = Array.from(root.querySelectorAll('button[aria-pressed="true"][aria-controls]')).map((toggle) => toggle.getAttribute('aria-controls') ?? '')
  const pressed = root.querySelector('button[type="submit"][aria-busy="true"]') !== null
  return { values, focused, shown, pressed }
}

/**
 * Puts what was read back into the app's boxes of the same ids (a box the app filled itself is left as it
 * is), and the focus, unless the app has put it somewhere itself (the problems of a send the drawn form began).
 */
export function restoreDrawnPage({ values, focused, shown }: DrawnPageState): void {
  for (const [id, value] of values) {
    const box = document.getElementById(id)
    if (box instanceof HTMLInputElement && box.value === '') box.value = value
  }
  for (const id of shown) document.querySelector<HTMLButtonElement>(`button[aria-pressed="false"][aria-controls="${id}"]`)?.click()
  if (!focused || (document.activeElement !== null && document.activeElement !== document.body)) return
  const control = focused.id !== '' ? document.getElementById(focused.id) : controlOfWords(focused.tag, focused.words)
  if (!(control instanceof HTMLElement)) return
  control.focus()
  // E-mail boxes have no selection to set.
  if (control instanceof HTMLInputElement && focused.start !== null && focused.end !== null && control.selectionStart !== null)
    control.setSelectionRange(focused.start, focused.end)
}

/** The app's control that says what the drawn one said; none for a control without words. */
function controlOfWords(tag: string, words: string): Element | undefined {
  if (words === '') return undefined
  return Array.from(document.getElementsByTagName(tag)).find((element) => element.textContent?.trim() === words)
}

/**
 * When `root` holds a drawn page: keeps it on screen until the router has the first route's page, then
 * `render`s the app in one commit and carries over what was typed, the focus and a press the drawn form
 * held for the app (its boxes had a problem to say). False when nothing was drawn (render as usual).
 */
export function takeOverDrawnPage(root: HTMLElement, router: ReturnType<typeof createBrowserRouter>, render: () => void): boolean {
  if (!readDrawnPage(root)) return false
  void whenRouterReady(router).then(() => {
    const drawn = readDrawnPage(root)
    if (drawn?.pressed) firstPageIsAPressResult()
    render()
    if (drawn) restoreDrawnPage(drawn)
    if (takeHeldPress()) root.querySelector('form')?.requestSubmit()
  })
  return true
}

/** Resolves once the router has loaded what the first address needs (its route's lazy page). */
export function whenRouterReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

function selectionOf(box: HTMLInputElement, edge: 'start' | 'end'): number | null {
  // An e-mail box throws rather than say where its selection is.
  try {
    return edge === 'start' ? box.selectionStart : box.selectionEnd
  } catch {
    return null
  }
}
