import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The heading of an import step. The step before it (and the control that led here) is gone once it
 * shows, so it takes the focus: a keyboard goes on from here, not from the top of the page, and a
 * screen reader says where it is. `focusKey` moves the focus back to it (after rows were added).
 */
export function StepHeading({ children, id, focusKey = 0 }: { children: ReactNode; id?: string; focusKey?: number }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [focusKey])
  return (
    <h3 ref={ref} id={id} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
      {children}
    </h3>
  )
}
