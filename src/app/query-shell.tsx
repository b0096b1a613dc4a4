import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { subscribeSession } from '@/api/session/session-store'
import { createQueryClient } from './query-client'

const queryClient = createQueryClient()

/**
 * React Query arrives with the first screen that reads server state, not with the sign-in page
 * (docs/decisions/0003-bundle-budget.md). What one account cached is dropped when its session ends.
 */
export function QueryShell() {
  useEffect(
    () =>
      subscribeSession((event) => {
        if (event.type === 'ended') queryClient.clear()
      }),
    [],
  )
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}
