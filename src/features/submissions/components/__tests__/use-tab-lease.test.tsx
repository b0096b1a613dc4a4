import { render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { installFakeWebLocks, type FakeWebLocks } from '@/test/fake-web-locks'
import { useTabLease } from '../use-tab-lease'

let webLocks: FakeWebLocks
beforeEach(() => {
  webLocks = installFakeWebLocks()
})
afterEach(() => webLocks.uninstall())

function Lease({ name }: { name: string }) {
  return <p>{useTabLease(name).state}</p>
}

describe('useTabLease', () => {
  it('holds the lease under StrictMode, which mounts, unmounts and mounts again at once, and lets it go on unmount', async () => {
    const { unmount } = render(
      <StrictMode>
        <Lease name="portal.endorsement.agent/BR-10002-1" />
      </StrictMode>,
    )
    expect(await screen.findByText('held')).toBeInTheDocument()
    expect(webLocks.held()).toEqual(['portal.endorsement.agent/BR-10002-1'])
    unmount()
    await waitFor(() => expect(webLocks.held()).toEqual([]))
  })
})
