import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '@/api/session/sign-in'
import { installSandboxFetch, type InProcessSandbox } from '@/test/sandbox-fetch'
import { loadEditDraft } from '../../edit-drafts'
import { TRAILER_ADDITION } from '../../forms/add-trailer'
import { workspaceEntry } from '../../workspace-records'
import { AddTrailerPage } from '../add-trailer-page'
import { SubmissionPage } from '../submission-page'
import { UpdateVehiclePage } from '../update-vehicle-page'

const AGENT = 'agent@blueridge.example'
let api: InProcessSandbox

function open(address: string) {
  const router = createMemoryRouter(
    [
      { path: '/submissions/:displayId/:transactionId', Component: SubmissionPage },
      { path: '/submissions/:displayId/:transactionId/trailers/new', Component: AddTrailerPage },
      { path: '/submissions/:displayId/:transactionId/vehicles/update', Component: UpdateVehiclePage },
    ],
    { initialEntries: [address] },
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

async function fillTrailer(vin: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('VIN'), vin)
  // A whole VIN may have filled the year and make in already (ADR 0045): the person types over them.
  await user.clear(screen.getByLabelText('Model year'))
  await user.type(screen.getByLabelText('Model year'), '2020')
  await user.clear(screen.getByLabelText('Make'))
  await user.type(screen.getByLabelText('Make'), 'Utility')
  await user.type(screen.getByLabelText('Model'), '3000R')
  await user.type(screen.getByLabelText('Value'), '41,500')
  await user.selectOptions(screen.getByLabelText('Trailer type'), 'Refrigerated (reefer)')
  await user.click(screen.getByRole('radio', { name: 'Owned' }))
  return user
}

beforeEach(async () => {
  api = installSandboxFetch()
  await signIn(AGENT, 'Sandbox-Pass-1')
})
afterEach(() => vi.unstubAllGlobals())

describe('the edit forms against the sandbox', () => {
  it('add a trailer: the new id on the submission page, in its history here, and no draft left', async () => {
    const router = open('/submissions/BR-10002/1/trailers/new')
    const user = await fillTrailer('1UYVS2539LU710244')
    await user.click(screen.getByRole('button', { name: 'Add the trailer' }))
    const panel = await screen.findByTestId('done-panel')
    expect(router.state.location.pathname).toBe('/submissions/BR-10002/1')
    expect(within(panel).getByText('Trailer id').nextElementSibling).toHaveTextContent(/^\d+$/)
    expect(panel).toHaveTextContent('BR-10002')
    expect(workspaceEntry(AGENT, { displayId: 'BR-10002', transactionId: 1 }).changes).toEqual([
      expect.objectContaining({ kind: 'trailer-added', described: '1UYVS2539LU710244 2020 Utility 3000R' }),
    ])
    expect(loadEditDraft(AGENT, { displayId: 'BR-10002', transactionId: 1 }, 'add-trailer', TRAILER_ADDITION.empty())).toBeNull()
  })

  it('a 422 lands on its field and the summary takes the focus', async () => {
    open('/submissions/BR-10002/1/trailers/new')
    // Vehicle 7004's VIN: only the service knows it is on the transaction already.
    const user = await fillTrailer('1XKYD49X7LJ123456')
    await user.click(screen.getByRole('button', { name: 'Add the trailer' }))
    const summary = await screen.findByRole('region', { name: 'There is a problem' })
    await waitFor(() => expect(summary).toHaveFocus())
    expect(within(summary).getByRole('link', { name: /already on this transaction \(vehicle 7004\)/ })).toHaveAttribute('href', '#trailer.vin')
    expect(screen.getByLabelText('VIN')).toHaveAttribute('aria-invalid', 'true')
  })

  it('a 404 is one calm message that does not guess, and the answers stay', async () => {
    open('/submissions/SM-10001/1/vehicles/update')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Vehicle id'), '7101')
    await user.type(screen.getByLabelText('Make'), 'Mack')
    await user.click(screen.getByRole('button', { name: 'Update the vehicle' }))
    const problem = await screen.findByTestId('edit-problem')
    await waitFor(() => expect(problem).toHaveFocus())
    expect(problem).toHaveTextContent('No change was made')
    expect(problem).toHaveTextContent('found no vehicle 7101 on submission SM-10001, transaction 1, that your agency can change')
    expect(problem).toHaveTextContent('the submission another agency’s')
    expect(screen.getByLabelText('Make')).toHaveValue('Mack')
    expect(api.requests).toContain('PUT /v1/submission/SM-10001/1/vehicle/7101')
  })
})
