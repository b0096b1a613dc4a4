import { beforeEach, describe, expect, it } from 'vitest'
import { draftSummaries, forgetDrafts, isStepId, wizardDrafts, wizardSearch } from '../wizard-drafts'

const AGENT = 'agent@blueridge.example'
const NOW = new Date('2026-11-21T15:00:00.000Z')

beforeEach(() => window.localStorage.clear())

describe('the wizard drafts as other screens see them', () => {
  it('lists both wizards’ drafts newest first, with the insured’s name and the step', () => {
    wizardDrafts.quote.put(
      AGENT,
      'q1',
      { values: { insured: { legalName: ' Peach State Freight LLC ' } }, step: 'vehicles', reached: 'vehicles', writer: 'w' },
      '2026-11-21T09:00:00.000Z',
    )
    wizardDrafts.indication.put(AGENT, 'i1', { values: {}, step: 'no-such-step', reached: 'insured', writer: 'w' }, '2026-11-21T10:00:00.000Z')
    wizardDrafts.quote.put('other@blueridge.example', 'q2', { values: {}, step: 'insured', reached: 'insured', writer: 'w' }, '2026-11-21T11:00:00.000Z')
    expect(draftSummaries(AGENT, NOW)).toEqual([
      { mode: 'indication', id: 'i1', savedAt: '2026-11-21T10:00:00.000Z', insuredName: '', step: 'insured' },
      { mode: 'quote', id: 'q1', savedAt: '2026-11-21T09:00:00.000Z', insuredName: 'Peach State Freight LLC', step: 'vehicles' },
    ])
  })

  it('forgets every draft of one account', () => {
    wizardDrafts.quote.put(AGENT, 'q1', { values: {}, step: 'insured', reached: 'insured', writer: 'w' })
    wizardDrafts.indication.put(AGENT, 'i1', { values: {}, step: 'insured', reached: 'insured', writer: 'w' })
    wizardDrafts.quote.put('other@blueridge.example', 'q2', { values: {}, step: 'insured', reached: 'insured', writer: 'w' })
    expect(forgetDrafts(AGENT)).toBe(true)
    expect(draftSummaries(AGENT)).toEqual([])
    expect(draftSummaries('other@blueridge.example')).toHaveLength(1)
  })

  it('names steps and addresses', () => {
    expect(isStepId('retail-agent')).toBe(true)
    expect(isStepId('toString')).toBe(false)
    expect(wizardSearch('3f9c', 'check', true)).toBe('?draft=3f9c&step=check&return=check')
  })
})
