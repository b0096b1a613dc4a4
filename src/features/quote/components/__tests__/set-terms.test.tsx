import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { completeAnswers } from '@/test/quote-answers'
import { SetTermsNotice } from '../check/set-terms'

describe('the limits and deductibles the request does not choose', () => {
  it('says whose request has no place for them, with the article its kind takes', () => {
    const { rerender } = render(<SetTermsNotice values={completeAnswers()} mode="indication" />)
    expect(screen.getByText(/^The service sets these/)).toHaveTextContent('The service sets these: an indication request has no place for them.')
    rerender(<SetTermsNotice values={completeAnswers()} mode="quote" />)
    expect(screen.getByText(/^The service sets these/)).toHaveTextContent('The service sets these: a quote request has no place for them.')
  })
})
