import { lazy, Suspense } from 'react'

// The run's screen stays a chunk of its own, loaded once shown: reached through the workspace's chunk,
// its files cost the router's entry chunk no list of its own (the sign-in route's budget, scripts/size.ts).
const Endorse = lazy(async () => ({ default: (await import('./endorse-page')).EndorsePage }))

export function LazyEndorsePage() {
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <Endorse />
    </Suspense>
  )
}
