import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { addTrailerRequestSchema } from '@/contract/submission-edits'
import { addTrailerIssues, TRAILER_ADDITION, type AddTrailerForm } from '../add-trailer'

const TODAY = '2027-03-10'

const filled = (changes: Partial<AddTrailerForm['trailer']> = {}): AddTrailerForm => ({
  trailer: {
    ...TRAILER_ADDITION.empty().trailer,
    vin: ' 1uyvs2539lu710244 ',
    year: 2020,
    make: 'Utility',
    model: '3000R',
    value: 41500.5,
    bodyType: 'refrigeration_trailer',
    ownership: 'non-owned',
    ...changes,
  },
})

describe('add trailer', () => {
  it('writes section 2.5 with amounts as JSON numbers, the VIN in capitals and no deductible when none is given', () => {
    const body = TRAILER_ADDITION.toRequest(filled())
    expect(body).toEqual({
      vehicle_id_number: '1UYVS2539LU710244',
      year: 2020,
      make: 'Utility',
      model: '3000R',
      value: 41500.5,
      body_type: 'refrigeration_trailer',
      ownership: 'non-owned',
      deductible: undefined,
    })
    expect(z.safeParse(addTrailerRequestSchema, body).success).toBe(true)
    expect(TRAILER_ADDITION.toRequest(filled({ deductible: 1000 })).deductible).toBe(1000)
  })

  it('puts a 422 on its field', () => {
    expect(TRAILER_ADDITION.fieldOf('vehicle_id_number')).toBe('trailer.vin')
    expect(TRAILER_ADDITION.fieldOf('ownership')).toBe('trailer.ownership')
    expect(TRAILER_ADDITION.fieldOf('deductible')).toBe('trailer.deductible')
    expect(TRAILER_ADDITION.fieldOf('trailers.0.vin')).toBeNull()
  })

  it('checks the VIN length, the ownership and the deductible', () => {
    expect(addTrailerIssues(filled(), TODAY)).toEqual([])
    const issues = addTrailerIssues(filled({ vin: '1A2B3C4D5', ownership: '', deductible: 250_000 }), TODAY)
    expect(issues.map(({ path }) => path)).toEqual(['trailer.vin', 'trailer.ownership', 'trailer.deductible'])
    expect(issues[0]?.message).toContain('10 to 17 characters')
    expect(addTrailerIssues(filled({ deductible: '12.345' }), TODAY)).toEqual([
      { path: 'trailer.deductible', message: 'Enter the deductible with at most 2 decimals' },
    ])
  })
})
