import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ListLine, listStateOf } from '../list-line'

describe('ListLine', () => {
  it('says it is loading, with the empty words laid out under it, unheard', () => {
    const { container } = render(<ListLine state="loading" loading="Loading the outbox…" empty="No e-mails yet." />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading the outbox…')
    const reserved = container.querySelector('[aria-hidden="true"]')
    expect(reserved).toHaveTextContent('No e-mails yet.')
    expect(reserved).toHaveClass('invisible')
  })

  it('says the empty words once the list came back empty, and nothing once it has rows', () => {
    const { rerender, container } = render(<ListLine state="empty" loading="Loading the outbox…" empty="No e-mails yet." />)
    expect(screen.getByText('No e-mails yet.')).toBeVisible()
    expect(screen.queryByRole('status')).toBeNull()
    expect(container.querySelector('[aria-hidden]')).toBeNull()
    rerender(<ListLine state="listed" loading="Loading the outbox…" empty="No e-mails yet." />)
    expect(container).toBeEmptyDOMElement()
  })

  it('reads a query: pending, back empty, back with rows', () => {
    expect(listStateOf({ isPending: true })).toBe('loading')
    expect(listStateOf({ isPending: false, data: [] })).toBe('empty')
    expect(listStateOf({ isPending: false, data: [1] })).toBe('listed')
    expect(listStateOf({ isPending: false }), 'failed: the failure says it').toBe('listed')
  })
})
