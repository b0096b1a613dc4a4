import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ErrorSummary } from '../error-summary'

const summary = () => screen.getByRole('region', { name: 'There is a problem' })

describe('ErrorSummary', () => {
  it('takes the focus when it appears and when focusKey changes, not when only its content does', () => {
    const { rerender } = render(
      <>
        <input aria-label="Field" />
        <ErrorSummary items={[]} focusKey={0} />
      </>,
    )
    const field = screen.getByLabelText('Field')
    field.focus()
    const shown = (messages: string[], focusKey: number) => (
      <>
        <input aria-label="Field" />
        <ErrorSummary items={messages.map((message) => ({ message }))} focusKey={focusKey} />
      </>
    )
    rerender(shown(['Enter the VIN'], 1))
    expect(summary()).toHaveFocus()

    field.focus()
    rerender(shown(['Enter the VIN (Vehicles)'], 1))
    expect(field).toHaveFocus()

    rerender(shown(['Enter the VIN (Vehicles)'], 2))
    expect(summary()).toHaveFocus()
  })

  it('is a labelled region, not an alert: taking the focus is how it is announced', () => {
    render(<ErrorSummary items={[{ message: 'Enter the VIN', fieldId: 'vin' }]} />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(summary()).toContainElement(screen.getByRole('link', { name: 'Enter the VIN' }))
  })
})

describe('what a screen reader hears on landing on it', () => {
  it('is its title, how many problems, and the first, so the next Tab is on the link it just heard', () => {
    render(
      <ErrorSummary
        items={[
          { message: 'Enter the legal name of the insured', fieldId: 'name' },
          { message: 'Enter the USDOT number', fieldId: 'dot' },
        ]}
      />,
    )
    expect(summary()).toHaveAccessibleDescription('2 problems, the first: Enter the legal name of the insured')
  })

  it('says "1 problem" of one', () => {
    render(<ErrorSummary items={[{ message: 'The e-mail address or password is not right.' }]} />)
    expect(summary()).toHaveAccessibleDescription('1 problem: The e-mail address or password is not right.')
  })
})
