import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../button'

describe('Button', () => {
  it('keeps the focus while busy, and ignores clicks and Enter in its form', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" onClick={onClick}>
          Send
        </Button>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Send' })
    button.focus()
    rerender(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" onClick={onClick} busy>
          Send
        </Button>
      </form>,
    )
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).not.toBeDisabled()

    await user.click(button)
    await user.type(screen.getByLabelText('Name'), 'x{Enter}')
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('is really disabled when told so, and clicks through when idle', () => {
    const onClick = vi.fn()
    const { rerender } = render(<Button onClick={onClick}>Go</Button>)
    fireEvent.click(screen.getByRole('button', { name: 'Go' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    rerender(
      <Button onClick={onClick} disabled>
        Go
      </Button>,
    )
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled()
  })

  it('takes a double click as one click: its second half neither clicks nor submits the form', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          Send
        </Button>
      </form>,
    )
    await user.dblClick(screen.getByRole('button', { name: 'Send' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})
