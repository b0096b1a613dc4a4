import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { getSession, subscribeSession } from '@/api/session/session-store'
import { createQueryClient } from './query-client'

/**
 * The page's one QueryClient, made when the first screen that reads server state opens: only route
 * loaders import this module, so the sign-in page never loads React Query
 * (docs/decisions/0003-bundle-budget.md, 0011-queries-and-loaders.md). Loaders start queries in it;
 * `QueryShell` provides it to the screen.
 */
export const queryClient = createQueryClient()

// What one account cached is dropped when its session ends or another tab signs in as someone else.
let cachedFor = getSession()?.username
subscribeSession((event) => {
  const current = getSession()?.username
  if (event.type === 'ended' || current !== cachedFor) queryClient.clear()
  cachedFor = current
})

export function QueryShell({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
