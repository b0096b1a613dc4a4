import { act, render, renderHook, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LiveRegion, useSaidOnArrival } from '../live-region'

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

describe('useSaidOnArrival', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('gives what a page says as it opens only after it is drawn, so that its live region is there to speak it', () => {
    const { result } = renderHook(() => useSaidOnArrival('Subscription 2 is set up.'))
    expect(result.current).toBeNull()
    act(() => vi.advanceTimersByTime(100))
    expect(result.current).toBe('Subscription 2 is set up.')
  })
})
