import { describe, expect, it } from 'vitest'
import { phraseText } from '@/generic/text'
import { completeAnswers } from '@/test/quote-answers'
import { indicationAnswersLeftBehind } from '../left-behind'
import type { QuoteForm } from '../model'

const leftBehind = (change: (values: QuoteForm) => void = () => {}) => {
  const values = completeAnswers()
  change(values)
  return indicationAnswersLeftBehind(values).map(({ answer, indication, quote }) => [answer, phraseText(indication), quote])
}

describe('what an indication has and a quote cannot carry (issue 39)', () => {
  it('names each answer with the indication’s figure and the quote’s', () => {
    expect(
      leftBehind((values) => {
        values.limits.ALLimit = 2_000_000
        values.shipping = { street: '88 Dock Rd', city: 'Savannah', state: 'GA', zip: '31401', county: '', sameAsGarage: false }
      }),
    ).toEqual([
      ['Shipping address', '88 Dock Rd, Savannah, GA 31401', 'None'],
      ['Trucks and trailers', '2 trucks worth $157,500 and 1 trailer worth $32,000', 'Each vehicle and trailer, with its value'],
      ['Auto liability limit', '$2,000,000', '$1,000,000, which the service sets'],
      ['Towing and storage limit', '$10,000 for every truck', '$7,500 for each vehicle marked for it'],
      ['Trailer interchange', '$40,000 limit', 'None'],
    ])
  })

  it('leaves out what the quote has the same: a $1,000,000 limit, no towing, no interchange, shipping to the garage', () => {
    expect(
      leftBehind((values) => {
        values.limits = { ...values.limits, ALLimit: 1_000_000, towingStorageLimit: null, trailerInterchange: false, trailers: null }
      }),
    ).toEqual([['Trucks and trailers', '2 trucks worth $157,500', 'Each vehicle and trailer, with its value']])
  })

  it('names no limit of a coverage not requested', () => {
    const answers = leftBehind((values) => {
      values.coverage.requested.AL = false
      values.coverage.requested.APD = false
      values.limits.ALLimit = 2_000_000
    }).map(([answer]) => answer)
    expect(answers).toEqual(['Trucks and trailers', 'Trailer interchange'])
  })
})
