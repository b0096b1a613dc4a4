import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The portal asks /__sandbox/info once per page load: a fresh module graph is a fresh page load here,
// before this test and after it (the files after it in this worker expect the sandbox).
beforeEach(() => vi.resetModules())
afterEach(() => vi.resetModules())

describe('the sandbox console against a real API', () => {
  it('refuses to render its tools and asks the API for nothing else', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      asked.push(new URL(String(input), 'http://portal.test').pathname)
      return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404, headers: { 'Content-Type': 'application/json' } })
    })
    const { renderConsole } = await import('./render-console')
    renderConsole()
    expect(await screen.findByText(/connected to a real API/)).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Send a submission event' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Delivery ledger' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Outbox' })).toBeNull()
    expect(asked).toEqual(['/__sandbox/info'])
  })
})
