import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LiveRegion } from '../live-region'

describe('LiveRegion', () => {
  it('is polite, or assertive, and has no role: an empty one is not read out as "status"', () => {
    const { container } = render(
      <>
        <LiveRegion />
        <LiveRegion assertive>Not replayed</LiveRegion>
      </>,
    )
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    const [polite, assertive] = container.querySelectorAll('[aria-live]')
    expect(polite).toHaveAttribute('aria-live', 'polite')
    expect(polite).toBeEmptyDOMElement()
    expect(assertive).toHaveAttribute('aria-live', 'assertive')
  })
})
