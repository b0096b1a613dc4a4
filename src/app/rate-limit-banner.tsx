import { useEffect, useState } from 'react'
import { useRateLimitWait } from '@/api/use-rate-limit-wait'
import { LiveRegion } from '@/components/ui/live-region'

function useSecondsUntil(instant: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (instant === null) return
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [instant])
  return instant === null ? 0 : Math.max(0, Math.ceil((instant - now) / 1000))
}

/**
 * While a request waits out a 429, everyone can see that the portal is waiting and for how long. A
 * screen reader hears it once per retry (each is a new line): the seconds counting down are not read out.
 */
export function RateLimitBanner() {
  const wait = useRateLimitWait()
  const seconds = useSecondsUntil(wait?.resumesAt ?? null)
  return (
    <LiveRegion className="mx-auto w-full max-w-6xl px-4">
      {wait && (
        <p key={wait.retryNumber} className="mb-3 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-slate-900 shadow-lg sm:ms-auto sm:max-w-md">
          The service asked us to slow down.{' '}
          <span aria-live="off">
            Trying again in {seconds} s (retry {wait.retryNumber}).
          </span>
        </p>
      )}
    </LiveRegion>
  )
}
