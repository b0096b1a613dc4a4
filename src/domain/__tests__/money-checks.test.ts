import { describe, expect, it } from 'vitest'
import { numberProblem } from '../form-checks'
import { parseMoneyNumberInput, parseNumberInput } from '../../generic/number-input'

const VALUE = { name: 'the value in dollars', min: 0, max: 1_000_000, whole: false, money: true }

describe('a money box’s reading and its problems (ADR 0086)', () => {
  it('reads the shorthand of thousands and millions in a money box only', () => {
    expect(['52k', '52K', '$52,000.00', '1.2m'].map(parseMoneyNumberInput)).toEqual([52_000, 52_000, 52_000, 1_200_000])
    expect(parseNumberInput('52k')).toBe('52k')
    expect(parseMoneyNumberInput('')).toBeNull()
  })

  it('says what a money box takes, with the shorthand, and its range as amounts', () => {
    expect(numberProblem('52q', VALUE)).toBe('Enter the value in dollars, like 52,000 or 52k')
    expect(numberProblem(2_000_000, VALUE)).toBe('Enter the value in dollars from $0 to $1,000,000')
    expect(numberProblem('seven', { name: 'the years in business', min: 0, max: 200 })).toBe('Enter the years in business as a number')
  })
})
