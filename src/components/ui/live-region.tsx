import type { ReactNode } from 'react'

export interface LiveRegionProps {
  children?: ReactNode
  /** Interrupts what a screen reader is saying: only for what must be heard at once (an error of a send). */
  assertive?: boolean
  /** `span` inside a line of text. */
  as?: 'div' | 'span'
  /** Keeps its box while empty (a status line that must not move the page when it speaks); else an empty one takes no room. */
  keepsItsPlace?: boolean
  className?: string
  'data-testid'?: string
}

/**
 * Where a result, a refusal or an error is said as it happens (ADR 0145). It is drawn before it has
 * anything to say, empty: a screen reader hears what changes inside a region it knows, not one that
 * arrives with its words, nor one that was hidden. It has no role, so an empty one says nothing to a
 * reader passing by (an empty `role="status"` is read out as "status"), and, unless it keeps its
 * place, an empty one is taken out of the flow, so its margins and a flex gap around it do not show.
 */
export function LiveRegion({ children, assertive = false, as: Tag = 'div', keepsItsPlace = false, className = '', ...rest }: LiveRegionProps) {
  return (
    <Tag aria-live={assertive ? 'assertive' : 'polite'} className={`${keepsItsPlace ? '' : 'empty:absolute'} ${className}`} {...rest}>
      {children}
    </Tag>
  )
}
