import { describe, expect, it, vi } from 'vitest'
import { installSandboxFetch } from '@/test/sandbox-fetch'
import { askIsSandbox } from '../sandbox-info'

// The two tests run in this order in one module graph, as files share one in a worker (ADR 0074).
describe('whether the portal talks to the sandbox', () => {
  it('reads an API that cannot be reached as not the sandbox', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(askIsSandbox()).resolves.toBe(false)
  })

  it('is asked again on the next page load, not taken from the page before', async () => {
    installSandboxFetch()
    await expect(askIsSandbox()).resolves.toBe(true)
  })
})
