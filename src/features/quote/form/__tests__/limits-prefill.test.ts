import { describe, expect, it } from 'vitest'
import { completeAnswers } from '@/test/quote-answers'
import { limitsPrefill } from '../limits-prefill'
import { emptyQuoteForm, emptyTrailer, emptyVehicle, type QuoteForm } from '../model'

const emptyLimits = emptyQuoteForm('indication').limits

function withUnits(values: (number | string | null)[], trailerValues: (number | null)[] = []): QuoteForm {
  return {
    ...completeAnswers(),
    limits: emptyLimits,
    vehicles: values.map((value) => ({ ...emptyVehicle(), value })),
    trailers: trailerValues.map((value) => ({ ...emptyTrailer(), value })),
  }
}

describe('the limits step filled in from the units', () => {
  it('adds the values exactly, in cents', () => {
    // As floats, 85000.54 + 72500.27 + 75000.27 is 232501.08000000002.
    expect(limitsPrefill(withUnits([85000.54, 72500.27, 75000.27], [32000.1, 0.2]))).toEqual({
      trucks: 3,
      trucksValue: 232501.08,
      trailers: 2,
      trailersValue: 32000.3,
    })
  })

  it('counts every unit but adds only plausible values, and fills nothing where there is nothing', () => {
    expect(limitsPrefill(withUnits([85000, null, '12,50', 1e24]))).toEqual({ trucks: 4, trucksValue: 85000 })
    expect(limitsPrefill(withUnits([null]))).toEqual({ trucks: 1 })
    expect(limitsPrefill(withUnits([]))).toEqual({})
  })

  it('leaves boxes the person already filled', () => {
    const form = withUnits([85000], [32000])
    form.limits = { ...emptyLimits, trucksValue: 90000 }
    expect(limitsPrefill(form)).toEqual({ trailers: 1, trailersValue: 32000 })
  })
})
