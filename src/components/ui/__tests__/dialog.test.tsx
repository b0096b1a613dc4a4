import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../button'
import { Dialog } from '../dialog'

function Harness({ onDismiss = () => {} }: { onDismiss?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        title="Approval held"
        role="alertdialog"
        onDismiss={() => {
          onDismiss()
          setOpen(false)
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
        <p>The minimum falls after expiration.</p>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('is an alert dialog named by its title, focuses the safe choice, and gives the focus back on closing', () => {
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
})
