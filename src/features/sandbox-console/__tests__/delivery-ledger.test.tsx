import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '@/api/client'
import { webhookSubscriptionSchema, webhookSubscriptionWithSecretSchema } from '@/contract/webhooks'
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
  it('lists an event that occurred while its subscription was paused as not sent, offers no Replay until it is resumed, and says so (ADR 0051)', async () => {
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
    // Offered only what can be done: no Replay while the subscription is paused, and the way to resume it.
    expect(row.queryByRole('button', { name: /^Replay event / })).toBeNull()
    expect(row.getByRole('link', { name: 'Resume subscription 2' })).toHaveAttribute('href', '/webhooks')
    expect(row.getByText(/to replay this event\.$/)).toBeVisible()

    // Resumed: the ledger offers Replay, and the replay is sent.
    await apiRequest({ method: 'PUT', path: '/webhook-subscriptions/2', body: { active: true }, responseSchema: webhookSubscriptionSchema })
    await user.click(screen.getByRole('button', { name: 'Refresh the ledger' }))
    await user.click(await row.findByRole('button', { name: /^Replay event / }))
    expect(await screen.findByText(/is being sent again to subscription 2\.$/)).toBeVisible()

    // Issue 39: another event sent, the replay is no longer the news: the sentence goes.
    await user.selectOptions(box.getByLabelText('Event'), 'submission.canceled')
    // A repeatable send ignores activations while it settles after a success, as its button shows.
    const send = box.getByRole('button', { name: 'Send the event' })
    await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'))
    await user.click(send)
    expect(await box.findByText(/Status now: Canceled\./)).toBeVisible()
    expect(screen.queryByText(/sent again to subscription 2/)).toBeNull()
  })
})
