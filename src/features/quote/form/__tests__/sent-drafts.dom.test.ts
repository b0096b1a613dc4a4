import { beforeEach, describe, expect, it } from 'vitest'
import { copyOfSentDraft, loadDraft } from '../draft'
import { emptyQuoteForm } from '../model'
import { keepSentDraft, sentDraftOf } from '@/domain/wizard-drafts'

const account = 'agent@blueridge.example'

describe('sent drafts', () => {
  beforeEach(() => localStorage.clear())

  it('says what a sent draft became, for its own mode only', () => {
    const values = { ...emptyQuoteForm('quote'), insured: { ...emptyQuoteForm('quote').insured, legalName: 'Peach State Freight LLC' } }
    keepSentDraft(account, 'abc123', { mode: 'quote', submissionNumber: 'BR-30003', values })
    expect(sentDraftOf('quote', account, 'abc123')?.submissionNumber).toBe('BR-30003')
    expect(sentDraftOf('indication', account, 'abc123')).toBeNull()
    expect(sentDraftOf('quote', 'other@blueridge.example', 'abc123')).toBeNull()
  })

  it('starts a copy as a new draft with the same answers, every step reachable', () => {
    const values = { ...emptyQuoteForm('quote'), insured: { ...emptyQuoteForm('quote').insured, legalName: 'Peach State Freight LLC' } }
    const copy = copyOfSentDraft('quote', account, values)
    expect(copy.id).not.toBe('abc123')
    expect(loadDraft('quote', account, copy.id)).toMatchObject({
      step: 'insured',
      reached: 'check',
      values: { insured: { legalName: 'Peach State Freight LLC' } },
    })
  })
})
