import { describe, expect, it } from 'vitest'
import { changeLinkName } from '../../components/check/answers'
import { lossYearName, requestedLossLines } from '../loss-years'

describe('loss years', () => {
  it('are named by the policy year they end, counted back from the effective date', () => {
    expect(lossYearName(0, '2026-12-01')).toBe('Policy year ending December 2026')
    expect(lossYearName(2, '2026-03-15')).toBe('Policy year ending March 2024')
    expect(lossYearName(1, '')).toBe('Year 2')
    expect(lossYearName(0, '2026-02-30')).toBe('Year 1')
  })

  it('ask the lines of the coverages requested only', () => {
    expect(requestedLossLines({ requested: { AL: true, APD: false, MTC: true, TGL: false, NTL: false } })).toEqual(['AL', 'MTC'])
  })
})

describe('Change links', () => {
  it('name the question in its own words: an acronym stays as written', () => {
    expect(changeLinkName('USDOT number')).toBe('USDOT number')
    expect(changeLinkName('Legal name')).toBe('legal name')
    expect(changeLinkName('Vehicle 2')).toBe('vehicle 2')
    expect(changeLinkName('Policy year ending December 2026')).toBe('policy year ending December 2026')
  })
})
