import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { carryIndicationToQuote, hasQuoteDraft } from '../carry-to-quote'
import { loadDraft } from '../form/draft'
import { fullForm } from '../form/__tests__/full-form'

const AGENT = 'agent@blueridge.example'

describe('carrying an indication into the quote wizard', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T15:00:00'), toFake: ['Date'] }))
  afterEach(() => vi.useRealTimers())

  it('makes every answer the quote draft and opens the first step a quote still needs', () => {
    const indication = { ...fullForm(), vehicles: [], drivers: [] }
    expect(hasQuoteDraft(AGENT)).toBe(false)
    expect(carryIndicationToQuote(AGENT, indication)).toBe(true)
    const draft = loadDraft('quote', AGENT)
    expect(draft).toMatchObject({ step: 'vehicles', reached: 'vehicles' })
    expect(draft?.values.insured).toEqual(fullForm().insured)
    expect(draft?.values.limits).toEqual(fullForm().limits)
    expect(draft?.values.vehicles).toHaveLength(1)
    expect(draft?.values.drivers).toHaveLength(1)
    expect(hasQuoteDraft(AGENT)).toBe(true)
  })

  it('opens the check page when nothing is missing, and does nothing without the answers', () => {
    expect(carryIndicationToQuote(AGENT, fullForm())).toBe(true)
    expect(loadDraft('quote', AGENT)?.step).toBe('check')
    expect(carryIndicationToQuote('agent@summit.example', undefined)).toBe(false)
    expect(hasQuoteDraft('agent@summit.example')).toBe(false)
  })
})
