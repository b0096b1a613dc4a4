import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installSandboxFetch } from '@/test/sandbox-fetch'
import { eventRequestOf } from '../event-form'
import { renderConsole } from './render-console'

beforeEach(() => {
  installSandboxFetch()
})
afterEach(() => vi.unstubAllGlobals())

async function send(user: ReturnType<typeof userEvent.setup>, displayId: string, type: string) {
  const box = within(await screen.findByRole('region', { name: 'Send a submission event' }))
  await user.clear(box.getByLabelText('Submission or policy id'))
  await user.type(box.getByLabelText('Submission or policy id'), displayId)
  await user.selectOptions(box.getByLabelText('Event'), type)
  return box
}

describe('the event driver', () => {
  it('shows why section 3 refuses a move, and the status after one it allows', async () => {
    const user = userEvent.setup()
    renderConsole()
    const box = await send(user, 'br-10001', 'submission.canceled')
    await user.click(box.getByRole('button', { name: 'Send the event' }))
    // The id in the message is its own element (kept whole on a line), so the rest of the line is found and the whole checked.
    const refusal = await screen.findByText(/^: The submission is Bound; submission\.canceled needs Pending Cancellation\.$/)
    expect(refusal).toBeVisible()
    expect(refusal).toHaveTextContent('BR-10001: The submission is Bound; submission.canceled needs Pending Cancellation.')

    await user.selectOptions(box.getByLabelText('Event'), 'submission.pending_cancellation')
    await user.click(box.getByRole('button', { name: 'Send the event' }))
    expect(await screen.findByText(/Status now: Pending Cancellation\./)).toBeVisible()
  })

  it('posts a public reply whose note id leads to the note reader', async () => {
    const user = userEvent.setup()
    renderConsole()
    const box = await send(user, 'BR-10002', 'submission.public_reply')
    await user.type(box.getByLabelText(/Reply text/), 'Loss runs received, thanks.')
    await user.click(box.getByRole('button', { name: 'Send the event' }))
    expect(await screen.findByRole('link', { name: 'Read reply N-5001 on BR-10002' })).toHaveAttribute('href', '/submissions/BR-10002/notes/N-5001')
    expect(screen.getByRole('region', { name: 'The payload subscribers receive' })).not.toHaveTextContent('Loss runs received')
  })

  it('puts an unknown submission on its field', async () => {
    const user = userEvent.setup()
    renderConsole()
    const box = await send(user, 'XX-1', 'submission.renewed')
    await user.click(box.getByRole('button', { name: 'Send the event' }))
    expect(await box.findByRole('link', { name: 'There is no submission XX-1 in the sandbox.' })).toHaveAttribute('href', '#displayId')
    expect(box.getByLabelText('Submission or policy id')).toHaveAccessibleDescription(/There is no submission XX-1 in the sandbox\./)
  })
})

describe('eventRequestOf', () => {
  it('sends only what was given, and the reply text only with a public reply', () => {
    expect(eventRequestOf({ displayId: 'BR-1', type: 'submission.renewed', transactionId: '', noteBody: 'kept?' })).toEqual({ type: 'submission.renewed' })
    expect(eventRequestOf({ displayId: 'BR-1', type: 'submission.public_reply', transactionId: ' 2 ', noteBody: '  Hi ' })).toEqual({
      type: 'submission.public_reply',
      transaction_id: 2,
      note_body: 'Hi',
    })
  })
})
