import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { ConfirmDialog } from '../confirm-dialog'

beforeAll(() => {
  // jsdom has <dialog> without its methods.
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open')
  }
})

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
