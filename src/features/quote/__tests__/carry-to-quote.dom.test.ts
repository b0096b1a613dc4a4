import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { completeAnswers } from '@/test/quote-answers'
import { carryIndicationToQuote } from '../carry-to-quote'
import { listDrafts, loadDraft } from '../form/draft'

const AGENT = 'agent@blueridge.example'

describe('carrying an indication into the quote wizard', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T15:00:00'), toFake: ['Date'] }))
  afterEach(() => vi.useRealTimers())

  it('makes every answer a new quote draft and opens the first step a quote still needs', () => {
    const indication = { ...completeAnswers(), vehicles: [], drivers: [] }
    const id = carryIndicationToQuote(AGENT, { submissionNumber: 'BR-30002', entered: indication })
    const draft = loadDraft('quote', AGENT, id ?? '')
    expect(draft).toMatchObject({ step: 'vehicles', reached: 'vehicles' })
    // The draft remembers the indication: every opening of it says what was carried (issue 39).
    expect(draft?.origin).toEqual({ agencyType: 'wholesale', carriedFrom: 'BR-30002' })
    expect(draft?.values.insured).toEqual(completeAnswers().insured)
    expect(draft?.values.limits).toEqual(completeAnswers().limits)
    expect(draft?.values.vehicles).toHaveLength(1)
    expect(draft?.values.drivers).toHaveLength(1)
  })

  it('opens the check page when nothing is missing, and keeps the quote drafts there were', () => {
    const first = carryIndicationToQuote(AGENT, { submissionNumber: 'BR-30002', entered: completeAnswers() })
    const second = carryIndicationToQuote(AGENT, { submissionNumber: 'BR-30002', entered: completeAnswers() })
    expect(loadDraft('quote', AGENT, first ?? '')?.step).toBe('check')
    expect(
      listDrafts('quote', AGENT)
        .map(({ id }) => id)
        .sort(),
    ).toEqual([first, second].sort())
  })

  it('says when the browser would not store the draft', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(carryIndicationToQuote(AGENT, { submissionNumber: 'BR-30002', entered: completeAnswers() })).toBeNull()
  })
})
