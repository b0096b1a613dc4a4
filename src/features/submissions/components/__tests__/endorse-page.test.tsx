import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { signIn } from '@/api/session/sign-in'
import { installFakeWebLocks, type FakeWebLocks } from '@/test/fake-web-locks'
import { installSandboxFetch } from '@/test/sandbox-fetch'
import { EndorsePage } from '../endorse-page'

let webLocks: FakeWebLocks
beforeEach(async () => {
  installSandboxFetch()
  await signIn('agent@blueridge.example', 'Sandbox-Pass-1')
  webLocks = installFakeWebLocks()
})
afterEach(() => webLocks.uninstall())

describe('EndorsePage', () => {
  it('opens in React’s development mode (StrictMode mounts it twice) with the run in this tab, not “open in another tab”', async () => {
    const router = createMemoryRouter([{ path: '/submissions/:displayId/:transactionId/from-a-spreadsheet', Component: EndorsePage }], {
      initialEntries: ['/submissions/BR-10002/1/from-a-spreadsheet'],
    })
    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    )
    expect(await screen.findByLabelText('Paste the drivers from your spreadsheet, with the header row')).toBeInTheDocument()
    expect(screen.queryByText('This run is open in another tab')).toBeNull()
    expect(webLocks.held()).toEqual(['portal.endorsement.agent@blueridge.example/BR-10002/1'])
  })
})
