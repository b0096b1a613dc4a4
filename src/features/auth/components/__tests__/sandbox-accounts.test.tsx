import { render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { installSandboxFetch } from '@/test/sandbox-fetch'

describe('SandboxAccounts', () => {
  it('asks the sandbox for its accounts once, though React’s development mode mounts the list twice', async () => {
    const { requests } = installSandboxFetch()
    // A module of its own: the list is asked once per page load, and other tests in this worker may have asked.
    vi.resetModules()
    const { SandboxAccounts } = await import('../sandbox-accounts')
    render(
      <StrictMode>
        <SandboxAccounts />
      </StrictMode>,
    )
    expect(await screen.findByText('agent@blueridge.example')).toBeInTheDocument()
    expect(requests.filter((request) => request === 'GET /__sandbox/accounts')).toHaveLength(1)
  })
})
