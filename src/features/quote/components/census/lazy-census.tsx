import { lazy, Suspense } from 'react'
import type { HintTopic } from './census-hint'

const Panel = lazy(async () => ({ default: (await import('./census-panel')).CensusPanel }))
const Hint = lazy(async () => ({ default: (await import('./census-hint')).CensusHint }))

/**
 * FMCSA's census in chunks of their own, loaded as the step draws (ADR 0127): the lookup, React
 * Query's observer and the census's words are no part of the wizard's first load, and the step's own
 * questions never wait for them.
 */
export function LazyCensusPanel() {
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  )
}

export function LazyCensusHint({ topic }: { topic: HintTopic }) {
  return (
    <Suspense fallback={null}>
      <Hint topic={topic} />
    </Suspense>
  )
}
