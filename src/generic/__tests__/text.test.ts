import { describe, expect, it } from 'vitest'
import { withArticle } from '../article.ts'
import { countOf, formatCount, joinPhrases, phraseText, supplied } from '../text.ts'

describe('countOf', () => {
  it('says one in the singular, any other count in the plural', () => {
    expect(countOf(1, 'vehicles')).toBe('1 vehicle')
    expect(countOf(12, 'drivers')).toBe('12 drivers')
    expect(countOf(0, 'rows')).toBe('0 rows')
  })

  it('takes a singular the plural does not give, and groups thousands', () => {
    expect(countOf(1, 'losses', 'loss')).toBe('1 loss')
    expect(countOf(1, 'years’ experience', 'year’s experience')).toBe('1 year’s experience')
    expect(countOf(1500, 'characters')).toBe('1,500 characters')
  })
})

describe('phrases with supplied text', () => {
  it('joins the parts that say something, keeping what was supplied marked', () => {
    const line = joinPhrases(', ', supplied('Atlanta'), 'GA 30336', supplied('  '), false, '')
    expect(line).toEqual([supplied('Atlanta'), ', ', 'GA 30336'])
    expect(phraseText(line)).toBe('Atlanta, GA 30336')
  })

  it('nests: a phrase joined into another keeps its parts', () => {
    const unit = joinPhrases(' ', '2019', supplied('Freightliner'))
    expect(joinPhrases(' · ', 'VIN', unit)).toEqual(['VIN', ' · ', '2019', ' ', supplied('Freightliner')])
  })

  it('reads a plain string as itself', () => {
    expect(phraseText('None')).toBe('None')
    expect(joinPhrases(', ')).toEqual([])
  })
})

describe('withArticle', () => {
  it.each([
    ['quote request', 'a quote request'],
    ['indication request', 'an indication request'],
    ['eligibility', 'an eligibility'],
    ['hour', 'an hour'],
    ['http URL', 'an http URL'],
    ['unit', 'a unit'],
    ['user', 'a user'],
    ['one-off', 'a one-off'],
    ['sr-only copy', 'an sr-only copy'],
    ['CSV file', 'a CSV file'],
    ['MTC filing', 'an MTC filing'],
    ['by-law', 'a by-law'],
  ])('puts the article %s needs before it: %s', (phrase, written) => {
    expect(withArticle(phrase)).toBe(written)
  })

  it('starts a sentence with a capital', () => {
    expect(withArticle('indication request', { start: true })).toBe('An indication request')
    expect(withArticle('quote', { start: true })).toBe('A quote')
  })
})

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [2000, '2,000'],
    [1234567, '1,234,567'],
    [1234.5, '1,234.5'],
  ])('writes %d as %s, with thousands separators', (value, text) => {
    expect(formatCount(value)).toBe(text)
  })
})
