import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../button'
import { Dialog } from '../dialog'

/** `mustAcknowledge`: its owner keeps it open on a dismissal, as the signing secret's dialog does until the box is ticked. */
function Harness({ onDismiss = () => {}, mustAcknowledge = false }: { onDismiss?: () => void; mustAcknowledge?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        title="Approval held"
        role="alertdialog"
        description={<p>The minimum falls after expiration.</p>}
        onDismiss={() => {
          onDismiss()
          if (!mustAcknowledge) setOpen(false)
        }}
        actions={
          <>
            <Button>Risky</Button>
            <Button data-safe-choice onClick={() => setOpen(false)}>
              Close
            </Button>
          </>
        }
      >
        <p>Next step: ask the person who manages the policy’s dates.</p>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('is an alert dialog named by its title, described by its description alone (not its body), focuses the safe choice, and gives the focus back on closing', () => {
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole('alertdialog', { name: 'Approval held' })
    expect(dialog).toHaveAccessibleDescription('The minimum falls after expiration.')
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(opener).toHaveFocus()
  })

  it('is dismissed by Escape (the cancel event) through its owner', () => {
    const onDismiss = vi.fn()
    render(<Harness onDismiss={onDismiss} />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    fireEvent(screen.getByRole('alertdialog', { hidden: true }), new Event('cancel', { cancelable: true }))
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('answers Escape itself, before the browser makes it a close request it might not let the page refuse', () => {
    const onDismiss = vi.fn()
    render(<Harness onDismiss={onDismiss} mustAcknowledge />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('alertdialog')
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'Risky' }), { key: 'Escape' })).toBe(false)
    expect(onDismiss).toHaveBeenCalledOnce()
    expect(dialog).toHaveAttribute('open')
  })

  it('opens again when the browser closes it while its owner keeps it open, and tells the owner', () => {
    const onDismiss = vi.fn()
    render(<Harness onDismiss={onDismiss} mustAcknowledge />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole<HTMLDialogElement>('alertdialog')
    dialog.close()
    fireEvent(dialog, new Event('close'))
    expect(dialog).toHaveAttribute('open')
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('closed by the browser, is closed for its owner too, and gives the focus back', () => {
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole<HTMLDialogElement>('alertdialog')
    dialog.close()
    fireEvent(dialog, new Event('close'))
    expect(dialog).not.toHaveAttribute('open')
    expect(opener).toHaveFocus()
    fireEvent.click(opener)
    expect(dialog).toHaveAttribute('open')
  })

  it('opens on its safe choice without a stop on its first control, which a screen reader would say first', () => {
    // As a browser opens a modal dialog: the control marked autofocus, else the first one.
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
      this.setAttribute('open', '')
      ;(this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>('button'))?.focus()
    })
    const focused: string[] = []
    const noteFocus = (event: FocusEvent) => focused.push((event.target as HTMLElement).textContent ?? '')
    document.addEventListener('focusin', noteFocus)
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(focused).toEqual(['Close'])
    document.removeEventListener('focusin', noteFocus)
    showModal.mockRestore()
  })

  it('gives the focus to the page’s heading when what opened it is gone with its answer', () => {
    function Replaced() {
      const [answered, setAnswered] = useState(false)
      const [open, setOpen] = useState(false)
      return (
        <main>
          <h1 tabIndex={-1}>Approve several cancellations</h1>
          {answered ? (
            <p>The report</p>
          ) : (
            <>
              <Button onClick={() => setOpen(true)}>Approve 2 cancellations…</Button>
              <Dialog
                open={open}
                title="Approve 2 cancellations?"
                onDismiss={() => setOpen(false)}
                actions={<Button onClick={() => setAnswered(true)}>Approve them all</Button>}
              />
            </>
          )}
        </main>
      )
    }
    render(<Replaced />)
    fireEvent.click(screen.getByRole('button', { name: 'Approve 2 cancellations…' }))
    fireEvent.click(screen.getByRole('button', { name: 'Approve them all' }))
    return waitFor(() => expect(screen.getByRole('heading', { name: 'Approve several cancellations' })).toHaveFocus())
  })
})
