import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '@/api/session/sign-in'
import { paths } from '@/domain/paths'
import { liveRegionTexts } from '@/test/live-regions'
import { installSandboxFetch, type InProcessSandbox } from '@/test/sandbox-fetch'
import { NewSubscriptionPage } from '../components/new-subscription-page'
import { WebhooksPage } from '../components/webhooks-page'

let api: InProcessSandbox
let queryClient: QueryClient

beforeEach(async () => {
  api = installSandboxFetch()
  await signIn('agent@blueridge.example', 'Sandbox-Pass-1')
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
})
afterEach(() => vi.unstubAllGlobals())

function renderPortal(address: string) {
  const router = createMemoryRouter(
    [
      { path: paths.webhooks, Component: WebhooksPage },
      { path: paths.newWebhook, Component: NewSubscriptionPage },
    ],
    { initialEntries: [address] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

/** Everything React Query holds: every query's and every mutation's state (data, variables, errors). */
function everythingCached(): string {
  return JSON.stringify({
    queries: queryClient
      .getQueryCache()
      .getAll()
      .map((query) => ({ key: query.queryKey, state: query.state })),
    mutations: queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => mutation.state),
  })
}

function everythingStored(): string {
  const all = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => `${storage.key(index)}=${storage.getItem(storage.key(index) ?? '')}`)
  return [...all(window.localStorage), ...all(window.sessionStorage)].join('\n')
}

const creations = () => api.requests.filter((request) => request === 'POST /v1/webhook-subscriptions')

async function shownSecret(): Promise<string> {
  const secret = (await screen.findByTestId('signing-secret', {}, { timeout: 3000 })).textContent ?? ''
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
  return secret
}

async function acknowledgeAndClose(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: /^Store the (new )?signing secret now$/ })
  await user.click(within(dialog).getByRole('checkbox', { name: 'I have stored the secret somewhere safe' }))
  await user.click(within(dialog).getByRole('button', { name: 'Close' }))
}

describe('the signing secret', () => {
  it('is created once for a double click, shown once, never cached or stored, and gone after the dialog closes', async () => {
    const user = userEvent.setup()
    renderPortal(paths.newWebhook)
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://hooks.example.com/insurer')
    await user.click(screen.getByRole('checkbox', { name: /Pending cancellation/ }))
    await user.dblClick(screen.getByRole('button', { name: 'Create subscription' }))

    const secret = await shownSecret()
    expect(creations()).toHaveLength(1)
    expect(everythingCached()).not.toContain(secret)
    expect(everythingCached()).not.toContain('whsec_')
    expect(everythingStored()).not.toContain(secret)

    // Heard as it opens without the secret (a plain dialog: an alert dialog's text is read whole), on its safe choice.
    const dialog = screen.getByRole('dialog', { name: 'Store the signing secret now' })
    expect(dialog).toHaveAccessibleDescription(/^Subscription 2 to https:\/\/hooks\.example\.com\/insurer is ready\. This is the only time/)
    expect(dialog).not.toHaveAccessibleDescription(expect.stringContaining('whsec_'))
    expect(within(dialog).getByRole('button', { name: 'Copy the secret' })).toHaveFocus()

    // Neither Close nor Escape lets it go before the person says it is stored; each time, a live region says why.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(within(dialog).getByText(/Tick this box first/)).toBeVisible()
    expect(liveRegionTexts(dialog)).toContain('Error: Tick this box first: once this dialog closes, the secret cannot be shown again.')
    const saidFirst = within(dialog).getByText(/Tick this box first/)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(dialog).toHaveAttribute('open')
    expect(within(dialog).getByRole('checkbox')).toHaveFocus()
    // Said again: a new line in the live region, not the same one left there.
    expect(within(dialog).getByText(/Tick this box first/)).not.toBe(saidFirst)
    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    expect(dialog).toHaveAttribute('open')

    await acknowledgeAndClose(user)
    expect(await screen.findByText('Subscription 2 is set up.')).toBeVisible()
    expect(await screen.findByText('https://hooks.example.com/insurer')).toBeVisible()
    expect(document.body.textContent).not.toContain(secret)
    expect(document.body.innerHTML).not.toContain('whsec_')
    expect(everythingCached()).not.toContain('whsec_')
    expect(everythingStored()).not.toContain('whsec_')
    expect(creations()).toHaveLength(1)
  })

  it('after a rotation is shown once with the grace window explained, and never cached', async () => {
    const user = userEvent.setup()
    renderPortal(paths.newWebhook)
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://hooks.example.com/insurer')
    await user.click(screen.getByRole('checkbox', { name: /Canceled/ }))
    await user.click(screen.getByRole('button', { name: 'Create subscription' }))
    const first = await shownSecret()
    await acknowledgeAndClose(user)

    await user.click(await screen.findByRole('button', { name: 'Rotate secret… of subscription 2' }))
    const question = screen.getByRole('dialog', { name: 'Rotate the signing secret?' })
    expect(question).toHaveTextContent('For the next 24 hours every delivery carries two signatures')
    await user.click(within(question).getByRole('button', { name: 'Rotate the secret' }))

    const rotated = await shownSecret()
    expect(rotated).not.toBe(first)
    expect(everythingCached()).not.toContain('whsec_')
    await acknowledgeAndClose(user)
    await waitFor(() => expect(screen.getByText(/Last rotated/)).toBeVisible())
    expect(document.body.innerHTML).not.toContain('whsec_')
    expect(everythingCached()).not.toContain('whsec_')
    expect(everythingStored()).not.toContain('whsec_')
  })
})
