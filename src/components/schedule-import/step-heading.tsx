import { createContext, useContext, useLayoutEffect, useRef, type ReactNode } from 'react'

/** The level of the import's step headings: under the page's section heading (h2, the wizard's "From a spreadsheet"), or right under its h1. */
export const StepHeadingLevel = createContext<2 | 3>(3)

/**
 * The heading of an import step. The step before it (and the control that led here) is gone once it
 * shows, so it takes the focus: a keyboard goes on from here, not from the top of the page, and a
 * screen reader says where it is. `focusKey` moves the focus back to it (after rows were added). It takes
 * it in the commit that draws the step, as a page's heading does (ADR 0108).
 */
export function StepHeading({ children, id, focusKey = 0 }: { children: ReactNode; id?: string; focusKey?: number }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const Heading = useContext(StepHeadingLevel) === 2 ? 'h2' : 'h3'
  useLayoutEffect(() => ref.current?.focus(), [focusKey])
  return (
    <Heading ref={ref} id={id} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
      {children}
    </Heading>
  )
}

/** The heading of a box inside a step, one level under the step's. */
export function BoxHeading({ children, id }: { children: ReactNode; id: string }) {
  const Heading = useContext(StepHeadingLevel) === 2 ? 'h3' : 'h4'
  return (
    <Heading id={id} className="font-semibold text-slate-900">
      {children}
    </Heading>
  )
}
