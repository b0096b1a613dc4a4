import { describe, expect, it } from 'vitest'
import { numberProblem } from '../../src/domain/form-checks.ts'
import { amountOf, examplesOutOfRange } from '../example-ranges.ts'

describe('examples outside their field’s range (issue 39)', () => {
  it('reads amounts as written, shorthand included', () => {
    expect(['$1,000,000', '52,000', '2.5k', '1m', '12,500.50', '40'].map(amountOf)).toEqual([1_000_000, 52_000, 2_500, 1_000_000, 12_500.5, 40])
  })

  it('finds the limit’s example under its $300,000 minimum, as the issue met it', () => {
    const hint = 'From $300,000 to $5,000,000; usually $750,000 or $1,000,000.'
    expect(examplesOutOfRange([hint, 'Enter the auto liability limit, like 52,000 or 52k'])).toEqual([
      { example: '52,000', range: 'From $300,000 to $5,000,000' },
      { example: '52k', range: 'From $300,000 to $5,000,000' },
    ])
    expect(examplesOutOfRange([hint, 'Enter the auto liability limit, like 1,000,000 or 1m'])).toEqual([])
  })

  it('reads a maximum said for a group, and a minimum', () => {
    expect(examplesOutOfRange(['Select all that apply. A broker fee is in dollars, up to $10,000.', 'Enter the broker fee, like 52,000 or 52k'])).toHaveLength(
      2,
    )
    expect(examplesOutOfRange(['$300,000 or more', 'like 250k'])).toEqual([{ example: '250k', range: '$300,000 or more' }])
  })

  it('leaves alone figures that count something else, dates and ids', () => {
    expect(examplesOutOfRange(['Enter the USDOT number as up to 8 digits, like 3141592'])).toEqual([])
    expect(examplesOutOfRange(['The day cover starts: today or up to 180 days ahead, for example 12/01/2026.'])).toEqual([])
    expect(examplesOutOfRange(['Up to 5 years, like BR-20001'])).toEqual([])
  })

  it.each([
    { name: 'the auto liability limit', min: 300_000, max: 5_000_000 },
    { name: 'the broker fee in dollars', min: 0, max: 10_000 },
    { name: 'the amount paid in dollars', min: 0, max: 100_000_000 },
    { name: 'the deductible', min: 0, max: 100_000 },
    { name: 'the towing and storage limit', min: 0, max: 400 },
  ])('gives examples inside its own range: $name', (rule) => {
    for (const typed of ['lots', '12,50', '-5']) {
      const said = numberProblem(typed, { ...rule, whole: false, money: true }) ?? ''
      expect(examplesOutOfRange([`From $${rule.min} to $${rule.max}.`, said]), said).toEqual([])
    }
  })

  it.each([
    { name: 'the model year', min: 0, max: 9999 },
    { name: 'the number of claims', min: 0, max: 999 },
    { name: 'the number of trucks', min: 1, max: 10_000 },
  ])('says commas without an example out of range: $name', (rule) => {
    const said = numberProblem('1,2,3', rule) ?? ''
    expect(examplesOutOfRange([`from ${rule.min} to ${rule.max}`, said]), said).toEqual([])
  })
})
