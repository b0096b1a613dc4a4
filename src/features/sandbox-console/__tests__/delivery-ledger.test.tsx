import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '@/api/client'
import { webhookSubscriptionWithSecretSchema } from '@/contract/webhooks'
import { signIn } from '@/api/session/sign-in'
import { installSandboxFetch } from '@/test/sandbox-fetch'
import { renderConsole } from './render-console'

afterEach(() => vi.unstubAllGlobals())

/** Blue Ridge's subscription 2, created paused, as the API would make it. */
async function pausedSubscription() {
  await signIn('agent@blueridge.example', 'Sandbox-Pass-1')
  const body = { endpoint_url: 'https://hooks.example.com/insurer', event_types: ['submission.pending_cancellation'], active: false }
  await apiRequest({ method: 'POST', path: '/webhook-subscriptions', body, responseSchema: webhookSubscriptionWithSecretSchema })
}

describe('the delivery ledger', { timeout: 30_000 }, () => {
  it('lists an event that occurred while its subscription was paused as not sent, and refuses its replay until it is resumed (ADR 0051)', async () => {
    installSandboxFetch()
    await pausedSubscription()
    const user = userEvent.setup()
    renderConsole()
    const box = within(await screen.findByRole('region', { name: 'Send a submission event' }))
    await user.type(box.getByLabelText('Submission or policy id'), 'BR-10001')
    await user.selectOptions(box.getByLabelText('Event'), 'submission.pending_cancellation')
    await user.click(box.getByRole('button', { name: 'Send the event' }))

    const row = within((await screen.findByRole('list', { name: 'Deliveries' })).querySelector('li')!)
    expect(await row.findByText('Not sent (paused)')).toBeVisible()
    expect(row.getByText(/^Occurred while paused · .*: Not sent: the subscription was paused\.$/)).toBeVisible()
    // Said once: the fold under it holds the event id alone, no earlier attempt to repeat it.
    expect(row.getByText('The event id')).toBeInTheDocument()
    expect(row.queryByRole('list', { name: /attempts of event / })).toBeNull()
    expect(row.queryByText(/of up to 8/)).toBeNull()
    await user.click(row.getByRole('button', { name: /^Replay event / }))
    expect((await screen.findByText('Not replayed')).closest('[role="alert"]')).toHaveTextContent(/the subscription was paused\./)
  })
})
