import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listApprovalReceipts } from '@/domain/approval-receipts'
import { signIn } from '@/api/session/sign-in'
import { cancelApprovePath } from '@/domain/paths'
import { installSandboxFetch, type InProcessSandbox } from '@/test/sandbox-fetch'
import { addFault } from '../../../../sandbox/store/faults'
import type { Fault } from '../../../../sandbox/store/types'
import { startSandbox } from '../../../../sandbox/__tests__/harness'
import { createSandboxApp } from '../../../../sandbox/app'
import { CancelApprovePage } from '../components/cancel-approve-page'
import { emptyApprovalForm, toApprovalRequest } from '../form'

const UNDERWRITER = 'underwriter@blueridge.example'
/** BR-20005's guard (sandbox-fixtures.md), as the guard dialog holds it. */
const GUARD_41 = { guardId: 41, acknowledged: true, comment: 'Premium unpaid after two notices.' }
let api: InProcessSandbox

// Each step goes through the in-process sandbox (sign-in, approval): on a loaded 2-core machine that takes seconds, not milliseconds.
configure({ asyncUtilTimeout: 5000 })

function renderScreen(displayId: string) {
  const router = createMemoryRouter([{ path: '/submissions/:displayId/:transactionId/cancel-approve', Component: CancelApprovePage }], {
    initialEntries: [cancelApprovePath(displayId, 2)],
  })
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

/** The next approval of BR-20002 waits, fails, or both (the sandbox's fault injection). */
const nextApprovalOfBr20002 = (fault: Omit<Fault, 'path' | 'remaining'>) =>
  addFault(api.sandbox.store, { path: '/submission/BR-20002/2/cancel-approve', remaining: 1, ...fault })

const approvals = () => api.requests.filter((request) => request.endsWith('/cancel-approve'))
// The confirmation may still be on its way when the click that opens it returns (a loaded machine).
const confirmButton = () => screen.findByRole('button', { name: 'Approve and start the notice clocks' })

async function openConfirmation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Approve the cancellation…' }))
  return screen.findByRole('alertdialog', { name: /Approve the cancellation of/ })
}

beforeEach(async () => {
  api = installSandboxFetch()
  await signIn(UNDERWRITER, 'Sandbox-Pass-1')
})
afterEach(() => vi.unstubAllGlobals())

describe('CancelApprovePage', { timeout: 30_000 }, () => {
  it('asks for the reason when the service does (rule 1), keeps what was entered, then approves once', async () => {
    const user = userEvent.setup()
    renderScreen('BR-20001')
    const dialog = await openConfirmation(user)
    expect(within(dialog).getByText('Stored reason, if the service can use it')).toBeInTheDocument()
    await user.click(await confirmButton())
    const summary = await screen.findByRole('region', { name: 'There is a problem' })
    expect(within(summary).getByRole('link', { name: /Required: this cancellation takes no stored default/ })).toHaveAttribute('href', '#reasons')

    await user.click(screen.getByRole('checkbox', { name: /Non-payment of premium/ }))
    await openConfirmation(user)
    await user.click(await confirmButton())
    expect(await screen.findByRole('heading', { level: 1, name: /^Cancellation approved: / })).toBeInTheDocument()
    expect(within(screen.getByTestId('approval-ids')).getByText('880001')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Approve the cancellation…' })).toBeNull()
    expect(approvals()).toHaveLength(2)
  })

  it('sends one request for a double click, even while the answer is on its way', async () => {
    const user = userEvent.setup()
    nextApprovalOfBr20002({ delayMs: 300 })
    renderScreen('BR-20002')
    await openConfirmation(user)
    await user.dblClick(await confirmButton())
    expect(await screen.findByRole('heading', { level: 1, name: /^Cancellation approved: / })).toBeInTheDocument()
    expect(approvals()).toHaveLength(1)
  })

  it('does not resend a 429 by itself; a deliberate try again sends it once more', async () => {
    const user = userEvent.setup()
    nextApprovalOfBr20002({ status: 429 })
    renderScreen('BR-20002')
    await openConfirmation(user)
    await user.click(await confirmButton())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The service was too busy to take the approval')
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(approvals()).toHaveLength(1)

    await user.click(within(alert).getByRole('button', { name: 'Try again…' }))
    await user.click(await confirmButton())
    expect(await screen.findByRole('heading', { level: 1, name: /^Cancellation approved: / })).toBeInTheDocument()
    expect(approvals()).toHaveLength(2)
  })

  it('says a generic 500 leaves the outcome unknown, and offers approval again only after the person checked', async () => {
    const user = userEvent.setup()
    nextApprovalOfBr20002({ status: 500 })
    const { unmount } = renderScreen('BR-20002')
    await openConfirmation(user)
    await user.click(await confirmButton())
    const panel = await screen.findByTestId('last-attempt')
    expect(panel).toHaveTextContent('The outcome of the last approval is unknown')
    expect(screen.queryByRole('button', { name: 'Approve the cancellation…' })).toBeNull()
    expect(approvals()).toHaveLength(1)

    unmount()
    renderScreen('BR-20002')
    await user.click(await screen.findByRole('checkbox', { name: 'I have checked: this cancellation was not approved' }))
    await openConfirmation(user)
    await user.click(await confirmButton())
    expect(await screen.findByRole('heading', { level: 1, name: /^Cancellation approved: / })).toBeInTheDocument()
  })

  it('keeps the saved-approval receipt at once and refuses to approve that transaction again', async () => {
    const user = userEvent.setup()
    const { unmount } = renderScreen('BR-20006')
    await openConfirmation(user)
    await user.click(await confirmButton())
    expect(await screen.findByRole('heading', { name: 'Saved-approval receipt' })).toBeInTheDocument()
    expect(listApprovalReceipts(UNDERWRITER)).toEqual([expect.objectContaining({ displayId: 'BR-20006', transactionId: 2 })])

    unmount()
    renderScreen('BR-20006')
    expect(await screen.findByRole('heading', { name: 'Saved-approval receipt' })).toBeInTheDocument()
    expect(screen.getByText('Do not approve this cancellation again.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Approve the cancellation…' })).toBeNull()
    expect(approvals()).toHaveLength(1)
  })

  it('asks for the guard details when the service says the cancellation is guarded, keeping the reasons', async () => {
    const user = userEvent.setup()
    renderScreen('BR-20005')
    await user.click(await screen.findByRole('checkbox', { name: /Non-payment of premium/ }))
    await openConfirmation(user)
    await user.click(await confirmButton())
    const guard = await screen.findByRole('dialog', { name: 'This cancellation is guarded' })
    // The service's "required" on fields the request did not carry is the dialog's title, not a problem on each field.
    expect(within(guard).getByLabelText('Guard id')).not.toHaveAccessibleDescription(/Required/)
    expect(within(guard).queryByRole('region', { name: 'There is a problem' })).toBeNull()

    await user.type(within(guard).getByLabelText('Guard id'), '40')
    await user.click(within(guard).getByRole('checkbox', { name: 'I acknowledge the guard on this cancellation' }))
    await user.type(within(guard).getByRole('textbox', { name: /Your comment/ }), 'Premium unpaid after two notices.')
    await user.click(within(guard).getByRole('button', { name: 'Approve with these guard details' }))
    const refused = await screen.findByRole('dialog', { name: 'This cancellation is guarded' })
    expect(within(refused).getByLabelText('Guard id')).toHaveAccessibleDescription(/The guard id does not match/)
    expect(screen.getByRole('checkbox', { name: /Non-payment of premium/ })).toBeChecked()

    await user.clear(within(refused).getByLabelText('Guard id'))
    await user.type(within(refused).getByLabelText('Guard id'), '41')
    await user.click(within(refused).getByRole('button', { name: 'Approve with these guard details' }))
    expect(await screen.findByRole('heading', { level: 1, name: /^Cancellation approved: / })).toBeInTheDocument()
    await waitFor(() => expect(approvals()).toHaveLength(3))
  })

  it('a guarded approval with no reason: the dialog offers only reasons the service takes, so the approval from it goes through (2 requests)', async () => {
    const user = userEvent.setup()
    renderScreen('BR-20005')
    await openConfirmation(user)
    await user.click(await confirmButton())
    const guard = await screen.findByRole('dialog', { name: 'This cancellation is guarded' })
    const offered = within(within(guard).getByLabelText('Cancellation reason'))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value)
      .filter(Boolean)
    expect(offered.length).toBeGreaterThan(0)
    // Each, sent with the guard as the dialog sends it, approves BR-20005 on a sandbox of its own (both controls off: rule 1 needs a reason).
    for (const reason of offered) {
      const alone = startSandbox()
      const { AccessToken } = await alone.signIn(UNDERWRITER)
      const request = toApprovalRequest({ ...emptyApprovalForm(), reasons: { ...emptyApprovalForm().reasons, [reason]: true } }, { ...GUARD_41, reason })
      expect((await alone.callAs(AccessToken, 'POST', '/v1/submission/BR-20005/2/cancel-approve', request)).status, reason).toBe(200)
    }

    await user.type(within(guard).getByLabelText('Guard id'), '41')
    await user.click(within(guard).getByRole('checkbox', { name: 'I acknowledge the guard on this cancellation' }))
    await user.type(within(guard).getByRole('textbox', { name: /Your comment/ }), GUARD_41.comment)
    await user.selectOptions(within(guard).getByLabelText('Cancellation reason'), offered[0]!)
    await user.click(within(guard).getByRole('button', { name: 'Approve with these guard details' }))
    expect(await screen.findByRole('heading', { level: 1, name: /^Cancellation approved: / })).toBeInTheDocument()
    expect(approvals()).toHaveLength(2)
  })

  it('says a cancellation approved elsewhere is already approved, and offers no approval that would be refused', async () => {
    const user = userEvent.setup()
    // A colleague approved it from another browser, on the same sandbox: this browser holds no record of it.
    const colleague = createSandboxApp(api.sandbox)
    const signedIn = await colleague.request('/v1/authentication', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'agent@blueridge.example', password: 'Sandbox-Pass-1' }),
    })
    const { AccessToken } = (await signedIn.json()) as { AccessToken: string }
    const approved = await colleague.request('/v1/submission/BR-20001/2/cancel-approve', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', AccessToken },
      body: JSON.stringify({ cancellation_reason: ['non_payment'] }),
    })
    expect(approved.status).toBe(200)

    renderScreen('BR-20001')
    await user.click(await screen.findByRole('checkbox', { name: /Non-payment of premium/ }))
    await openConfirmation(user)
    await user.click(await confirmButton())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/^Already approvedThis cancellation has already been approved/)
    expect(alert).not.toHaveTextContent(/not found|did not approve/i)
    expect(screen.queryByRole('button', { name: 'Approve the cancellation…' })).toBeNull()
    expect(screen.queryByRole('checkbox', { name: /Non-payment of premium/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to submission BR-20001' })).toBeInTheDocument()
  })

  it('keeps what was typed through a reload, and says plainly when the service refuses (another agency’s transaction)', async () => {
    const user = userEvent.setup()
    const { unmount } = renderScreen('SM-20001')
    await user.click(await screen.findByRole('checkbox', { name: /Underwriting reasons/ }))
    await user.click(screen.getByRole('button', { name: 'Add an internal reason' }))
    await user.type(screen.getByRole('textbox', { name: 'Reason code' }), 'audit_finding')
    await user.type(screen.getByRole('textbox', { name: /Other reason, in words/ }), 'Found at audit.')

    unmount()
    renderScreen('SM-20001')
    expect(await screen.findByRole('checkbox', { name: /Underwriting reasons/ })).toBeChecked()
    expect(screen.getByRole('textbox', { name: 'Reason code' })).toHaveValue('audit_finding')
    expect(screen.getByRole('textbox', { name: /Other reason, in words/ })).toHaveValue('Found at audit.')
    expect(screen.getByTestId('otherReason-count')).toHaveTextContent('You have 485 characters remaining')

    await openConfirmation(user)
    await user.click(await confirmButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('The service did not approve itNo pending cancellation with this id.')
    expect(screen.getByRole('textbox', { name: 'Reason code' })).toHaveValue('audit_finding')
  })
})
