import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConfirmDialog } from '../confirm-dialog'

describe('ConfirmDialog', () => {
  it('is named by its title and described by its body', () => {
    render(
      <ConfirmDialog open title="Discard this draft?" confirmLabel="Discard" cancelLabel="Keep" onConfirm={() => {}} onCancel={() => {}}>
        <p>Every answer is deleted.</p>
      </ConfirmDialog>,
    )
    expect(screen.getByRole('dialog', { name: 'Discard this draft?' })).toHaveAccessibleDescription('Every answer is deleted.')
  })

  it('is an alert dialog as wide as a summary needs, with the safe choice focused, when asked', () => {
    render(
      <ConfirmDialog
        open
        title="Approve?"
        role="alertdialog"
        size="wide"
        tone="danger"
        confirmLabel="Approve"
        cancelLabel="Go back"
        onConfirm={() => {}}
        onCancel={() => {}}
      >
        <p>This starts the notice clocks.</p>
      </ConfirmDialog>,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Approve?' })
    expect(dialog.className).toContain('w-[min(44rem,calc(100%-2rem))]')
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus()
  })
})
