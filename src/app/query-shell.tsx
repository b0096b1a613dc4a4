import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { getSession, subscribeSession } from '@/api/session/session-store'
import { createQueryClient } from './query-client'

const queryClient = createQueryClient()

/**
 * React Query arrives with the first screen that reads server state, not with the sign-in page
 * (docs/decisions/0003-bundle-budget.md). What one account cached is dropped when its session ends
 * or when another tab signs in as someone else.
 */
export function QueryShell() {
  useEffect(() => {
    let username = getSession()?.username
    return subscribeSession((event) => {
      const current = getSession()?.username
      if (event.type === 'ended' || current !== username) queryClient.clear()
      username = current
    })
  }, [])
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}
