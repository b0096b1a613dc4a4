import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { SandboxConsolePage } from '../components/sandbox-console-page'

/** The console on its own route, with a fresh QueryClient. */
export function renderConsole() {
  const router = createMemoryRouter([{ path: '/sandbox', Component: SandboxConsolePage }], { initialEntries: ['/sandbox'] })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}
