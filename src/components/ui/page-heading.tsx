import { useLayoutEffect, useRef, type ReactNode } from 'react'

const APP_NAME = 'Agency Portal'
let firstPageShown = false
/** The document title of the page drawn at build time, pressed before the app took it over, until the app's first heading is drawn. */
let drawnTitle: string | null = null

/**
 * The person pressed on the page drawn at build time (Sign in, ADR 0130) before the app took it over: that
 * page was the first one shown. The app drawing it again is the same page (what was focused there is
 * carried over); any other page it draws first is the press's result (signed in before the app arrived),
 * and its heading takes the focus as after any other press.
 */
export function firstPageIsAPressResult(): void {
  firstPageShown = true
  drawnTitle = document.title
}

/**
 * The page's h1 and document title. After a client-side navigation the heading takes focus, so a
 * screen reader announces the new page and Tab starts from the top of its content. It takes it in the
 * commit that draws the page (a layout effect): after a passive effect, a key pressed as the page
 * appeared went from the control that led here (the wizard's Continue, kept across its steps) or from
 * nowhere, and a Tab landed at the other end of the page (ADR 0108). An `id` lets a link (an error
 * summary's) lead to it. `describedBy`: what the page says as it opens (a notice from the page before),
 * read with the heading as it takes the focus; drawn with the page, it is never heard from a live
 * region, which speaks of changes only, and it does not move the page as it would drawn a moment later.
 */
export function PageHeading({ children, title, id, describedBy }: { children: ReactNode; title: string; id?: string; describedBy?: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const shownTitle = useRef('')
  useLayoutEffect(() => {
    // Development mode runs this twice as the page mounts (StrictMode): the same title again is no new page
    // (docs/decisions/0110-development-mode-runs-effects-twice.md).
    if (shownTitle.current === title) return
    shownTitle.current = title
    const documentTitle = `${title} – ${APP_NAME}`
    const drawnAgain = documentTitle === drawnTitle
    drawnTitle = null
    document.title = documentTitle
    if (firstPageShown && !drawnAgain) ref.current?.focus({ preventScroll: false })
    firstPageShown = true
  }, [title])
  return (
    <h1 ref={ref} id={id} tabIndex={-1} aria-describedby={describedBy} className="mb-6 text-3xl font-bold text-slate-900 focus:outline-none">
      {children}
    </h1>
  )
}
