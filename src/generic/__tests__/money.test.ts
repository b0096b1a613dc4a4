import { describe, expect, it } from 'vitest'
import { addAmounts, formatUsd, parseMoneyBox, parseMoneyInput } from '../money'

describe('parseMoneyInput', () => {
  it.each([
    ['1,250.5', '1250.50'],
    ['1250', '1250.00'],
    ['$12,500.00', '12500.00'],
    ['  12500.5 ', '12500.50'],
    ['0', '0.00'],
    ['.5', '0.50'],
    ['5.', '5.00'],
    ['007.10', '7.10'],
    ['1,234,567.89', '1234567.89'],
    ['123456789012345678901.99', '123456789012345678901.99'],
  ])('reads %j as %s', (typed, value) => {
    expect(parseMoneyInput(typed)).toEqual({ ok: true, value })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-1', 'negative'],
    ['-$5', 'negative'],
    ['$-5', 'negative'],
    ['12.345', 'too-many-decimals'],
    ['1e3', 'not-an-amount'],
    ['12,50', 'not-an-amount'],
    ['1,2345', 'not-an-amount'],
    ['12 500', 'not-an-amount'],
    ['abc', 'not-an-amount'],
    ['.', 'not-an-amount'],
    ['$', 'not-an-amount'],
    ['+5', 'not-an-amount'],
  ])('refuses %j (%s)', (typed, problem) => {
    expect(parseMoneyInput(typed)).toEqual({ ok: false, problem })
  })
})

describe('parseMoneyBox', () => {
  it.each([
    ['52k', '52000.00'],
    ['52K', '52000.00'],
    ['1.2m', '1200000.00'],
    ['1.2 M', '1200000.00'],
    ['$52k', '52000.00'],
    ['$1,250.5k', '1250500.00'],
    ['.5k', '500.00'],
    ['1.2345k', '1234.50'],
  ])('reads the shorthand %j as %s, and says it was shorthand', (typed, value) => {
    expect(parseMoneyBox(typed)).toEqual({ ok: true, value, shorthand: true })
  })

  it('reads what parseMoneyInput reads, without the shorthand mark', () => {
    expect(parseMoneyBox('$52,000.00')).toEqual({ ok: true, value: '52000.00' })
    expect(parseMoneyBox('52000')).toEqual({ ok: true, value: '52000.00' })
  })

  it.each([
    ['k', 'not-an-amount'],
    ['52kk', 'not-an-amount'],
    ['52b', 'not-an-amount'],
    ['1.234567k', 'too-many-decimals'],
    ['-5k', 'negative'],
    ['', 'empty'],
  ])('refuses %j (%s)', (typed, problem) => {
    expect(parseMoneyBox(typed)).toEqual({ ok: false, problem })
  })
})

describe('formatUsd', () => {
  it.each([
    ['0.00', '$0.00'],
    ['999.99', '$999.99'],
    ['1000', '$1,000'],
    ['12500.50', '$12,500.50'],
    ['1234567.891', '$1,234,567.891'],
    ['-1250.00', '-$1,250.00'],
  ])('writes %s as %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text)
  })
})

describe('addAmounts', () => {
  it('adds exactly where floats would not', () => {
    expect(addAmounts(['0.10', '0.20'])).toBe('0.30')
    expect(addAmounts(['12500.00', '150.00', '0.00', '618.61'])).toBe('13268.61')
    expect(addAmounts(['9007199254740993.01', '0.01'])).toBe('9007199254740993.02')
  })

  it('keeps the most precise scale and handles empty lists and negatives', () => {
    expect(addAmounts(['1.5', '0.25', '0.0004'])).toBe('1.7504')
    expect(addAmounts([])).toBe('0')
    expect(addAmounts(['-0.50', '0.20'])).toBe('-0.30')
  })
})
