import { lazy, Suspense } from 'react'
import { lookupNumber } from '@/domain/carrier-census/usdot-number'
import { useWizard } from '../wizard-context'
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

/**
 * The hint's line is kept for it while the census may still answer: it comes after the step is drawn (a
 * reload empties the cache), and a line pushed in above the boxes would move them, and Continue, under a
 * person's pointer. Its own line, kept empty when the census has nothing on the topic.
 */
export function LazyCensusHint({ topic }: { topic: HintTopic }) {
  const { form } = useWizard()
  const dotNumber = lookupNumber(form.getValues('insured.dotNumber'))
  if (dotNumber === null) return null
  return (
    <div className="min-h-6">
      <Suspense fallback={null}>
        <Hint topic={topic} dotNumber={dotNumber} />
      </Suspense>
    </div>
  )
}
