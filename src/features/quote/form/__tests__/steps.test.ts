import { describe, expect, it } from 'vitest'
import { emptyQuoteForm } from '../model'
import { visibleSteps } from '../steps'

const ids = (mode: 'quote' | 'indication', showRetailAgent = true) => visibleSteps({ mode, showRetailAgent }).map((step) => step.id)

describe('the pages of each wizard', () => {
  it('asks a quick indication only what prices it: no terminals, vehicles, trailers or drivers, the counts and values instead', () => {
    expect(ids('indication')).toEqual(['insured', 'addresses', 'coverage', 'operations', 'radius', 'cargo', 'losses', 'retail-agent', 'limits', 'check'])
  })

  it('asks a quote for the whole schedule and no counts', () => {
    expect(ids('quote')).toEqual([
      'insured',
      'addresses',
      'coverage',
      'operations',
      'radius',
      'cargo',
      'terminals',
      'vehicles',
      'trailers',
      'drivers',
      'losses',
      'retail-agent',
      'check',
    ])
  })

  it('leaves the retail agent out for a retail agency', () => {
    expect(ids('indication', false)).not.toContain('retail-agent')
  })
})

describe('a new indication', () => {
  it('starts at the $1,000,000 auto liability limit a quote is rated at; a quote has no limits to ask', () => {
    expect(emptyQuoteForm('indication').limits.ALLimit).toBe(1_000_000)
    expect(emptyQuoteForm('quote').limits.ALLimit).toBeNull()
  })
})
