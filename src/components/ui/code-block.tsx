import { useEffect, useId, useRef, useState } from 'react'
import { CopyButton } from './copy-button'

export interface CodeBlockProps {
  /** The caption. */
  label: string
  code: string
  /** The block's full name when a page has several alike ("Example payload of submission.canceled"); the caption by default. */
  name?: string
}

/**
 * Code or data to copy, as text. Long lines scroll inside the block, never the page: the block is a
 * labelled region in the tab order (arrow keys scroll it), and says so when its lines are wider than it.
 */
export function CodeBlock({ label, code, name = label }: CodeBlockProps) {
  const hintId = useId()
  const box = useRef<HTMLPreElement>(null)
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    measure()
    return () => observer.disconnect()
  }, [code])
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <span className="font-semibold">{label}</span>
        <CopyButton text={code} label="Copy" name={`Copy: ${name}`} />
      </figcaption>
      <pre
        ref={box}
        tabIndex={0}
        role="region"
        aria-label={name}
        aria-describedby={overflows ? hintId : undefined}
        className="overflow-x-auto rounded-md border border-slate-400 bg-slate-900 p-4 font-mono text-sm leading-relaxed text-slate-50"
      >
        <code>{code}</code>
      </pre>
      {overflows && (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          <span aria-hidden="true">↔ </span>Long lines of “{name}” scroll sideways: focus the box and use the arrow keys.
        </p>
      )}
    </figure>
  )
}
