import { useQueryClient } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { saveSession } from '@/api/session/session-store'
import { queryClient } from '../query-shell'
import type { ScreenModule } from '@/domain/screens'
import { screenRoute } from '../screen-route'

function Report() {
  const client = useQueryClient()
  return (
    <>
      <h1>Report</h1>
      <p>{client === queryClient ? 'the page’s QueryClient' : 'another QueryClient'}</p>
    </>
  )
}

function open(path: string, access: 'public' | 'signed-in') {
  const load = vi.fn()
  const importScreen = vi.fn(async (): Promise<ScreenModule> => ({ Component: Report, load }))
  const router = createMemoryRouter(
    [
      { path: '/reports/:reportId', ...screenRoute(access, importScreen) },
      { path: '/sign-in', element: <h1>Sign in</h1> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return { router, importScreen, load }
}

describe('a screen route', () => {
  it('sends a visitor without a session to sign-in, with the way back, before importing anything', async () => {
    const { router, importScreen } = open('/reports/7?step=1', 'signed-in')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/sign-in?next=%2Freports%2F7%3Fstep%3D1')
    expect(importScreen).not.toHaveBeenCalled()
  })

  it('imports the screen, starts its queries in the page’s QueryClient, and provides that client', async () => {
    saveSession({ username: 'agent@blueridge.example', accessToken: 'token', refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000 })
    const { load } = open('/reports/7', 'signed-in')
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument()
    expect(screen.getByText('the page’s QueryClient')).toBeInTheDocument()
    expect(load).toHaveBeenCalledWith(queryClient, expect.objectContaining({ params: { reportId: '7' } }))
  })

  it('opens a public screen without a session, and runs no loader again for a new query string alone', async () => {
    const { router, importScreen } = open('/reports/7', 'public')
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument()
    await act(() => router.navigate('/reports/7?step=2'))
    expect(router.state.location.search).toBe('?step=2')
    expect(importScreen).toHaveBeenCalledTimes(1)
    await act(() => router.navigate('/reports/8'))
    expect(importScreen).toHaveBeenCalledTimes(2)
  })
})
