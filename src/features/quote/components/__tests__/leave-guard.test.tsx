import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Link, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '@/api/session/sign-in'
import { installSandboxFetch } from '@/test/sandbox-fetch'
import { createSaveStatusStore, type SaveStatusStore } from '@/components/form/draft-status'
import { LeaveGuard } from '../leave-guard'

beforeEach(async () => {
  installSandboxFetch()
  await signIn('agent@blueridge.example', 'Sandbox-Pass-1')
})
afterEach(() => vi.unstubAllGlobals())

function renderGuard(status: SaveStatusStore, beforeLeaving = vi.fn(), unsent = true) {
  const Wizard = () => (
    <>
      <Link to="/">Home</Link>
      <Link to="?step=drivers">Drivers</Link>
      <LeaveGuard what="quote" hasUnsentAnswers={() => unsent} beforeLeaving={beforeLeaving} status={status} />
    </>
  )
  const router = createMemoryRouter(
    [
      { path: '/quotes/new', Component: Wizard },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: ['/quotes/new'] },
  )
  render(<RouterProvider router={router} />)
  return { router, beforeLeaving }
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event
}

describe('LeaveGuard', () => {
  it('writes the draft when the tab closes, and asks the browser only when it could not be saved', () => {
    const status = createSaveStatusStore(null)
    const { beforeLeaving } = renderGuard(status)
    expect(unload().defaultPrevented).toBe(false)
    expect(beforeLeaving).toHaveBeenCalledTimes(1)
    status.failed()
    expect(unload().defaultPrevented).toBe(true)
  })

  it('asks in a dialog before a link leaves the wizard, saying the draft keeps the answers', async () => {
    const user = userEvent.setup()
    const { router, beforeLeaving } = renderGuard(createSaveStatusStore(null))
    await user.click(screen.getByRole('link', { name: 'Drivers' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(screen.getByRole('link', { name: 'Home' }))
    const dialog = screen.getByRole('dialog', { name: 'Leave this quote?' })
    expect(dialog).toHaveAccessibleDescription(/Your answers are kept as a draft/)
    expect(beforeLeaving).toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Stay and carry on' }))
    expect(router.state.location.pathname).toBe('/quotes/new')

    await user.click(screen.getByRole('link', { name: 'Home' }))
    await user.click(screen.getByRole('button', { name: 'Leave the quote' }))
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
  })

  it('warns that the answers are lost when the draft could not be saved, with the way back in focus', async () => {
    const user = userEvent.setup()
    const status = createSaveStatusStore(null)
    status.failed()
    renderGuard(status)
    await user.click(screen.getByRole('link', { name: 'Home' }))
    expect(screen.getByRole('dialog', { name: 'Leave this quote?' })).toHaveAccessibleDescription(/if you leave, your answers are lost/)
    expect(screen.getByRole('button', { name: 'Stay and carry on' })).toHaveFocus()
  })

  it('lets the person go without asking when nothing is unsent', async () => {
    const user = userEvent.setup()
    renderGuard(createSaveStatusStore(null), vi.fn(), false)
    await user.click(screen.getByRole('link', { name: 'Home' }))
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
  })
})
