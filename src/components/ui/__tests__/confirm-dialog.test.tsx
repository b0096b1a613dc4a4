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
})
