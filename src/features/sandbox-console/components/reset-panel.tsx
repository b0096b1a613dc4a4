import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useResetSandbox } from '../api/reset-sandbox'
import { LiveRegion } from '@/components/ui/live-region'

export function ResetPanel() {
  const reset = useResetSandbox()
  const [confirming, setConfirming] = useState(false)
  return (
    <section aria-labelledby="reset-heading" className="rounded-md border border-slate-300 bg-white p-5">
      <h2 id="reset-heading" className="text-xl font-bold">
        Fixtures
      </h2>
      <p className="mt-2">
        Reset puts accounts, submissions, notes and subscriptions back as they were seeded and empties the delivery ledger. Whoever is signed in stays signed
        in, and the clock is kept.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {confirming ? (
          <>
            <Button variant="danger" busy={reset.busy} onClick={() => reset.send(undefined, { onSettled: () => setConfirming(false) })}>
              Yes, reset the sandbox
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep the data
            </Button>
          </>
        ) : (
          // Drawn where "Yes, reset" was: busy while the reset settles, so a hurried second click does not ask again.
          <Button variant="secondary" busy={reset.busy} onClick={() => setConfirming(true)}>
            Reset the sandbox…
          </Button>
        )}
      </div>
      <LiveRegion className="mt-2">{reset.isSuccess && !confirming && <p>The sandbox is back to its fixtures.</p>}</LiveRegion>
    </section>
  )
}
