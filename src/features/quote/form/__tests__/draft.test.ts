import { describe, expect, it } from 'vitest'
import { discardDraft, loadDraft, restoreValues, saveDraft } from '../draft'
import { emptyQuoteForm, emptyVehicle } from '../model'
import { fullForm } from './full-form'

const AGENT = 'agent@blueridge.example'
const OTHER = 'agent@summit.example'

describe('drafts', () => {
  it('are kept per account and per mode, and can be discarded', () => {
    saveDraft('quote', AGENT, { values: fullForm(), step: 'drivers', reached: 'losses', savedAt: '2026-11-21T10:00:00.000Z' })
    expect(loadDraft('quote', AGENT)).toMatchObject({ step: 'drivers', reached: 'losses', savedAt: '2026-11-21T10:00:00.000Z' })
    expect(loadDraft('quote', 'AGENT@BLUERIDGE.EXAMPLE')?.values).toEqual(fullForm())
    expect(loadDraft('quote', OTHER)).toBeNull()
    expect(loadDraft('indication', AGENT)).toBeNull()
    discardDraft('quote', AGENT)
    expect(loadDraft('quote', AGENT)).toBeNull()
  })

  it('ignore what is not a draft', () => {
    window.localStorage.setItem(`portal.quote-wizard.quote-draft.${AGENT}`, '{"version":2}')
    expect(loadDraft('quote', AGENT)).toBeNull()
    window.localStorage.setItem(`portal.quote-wizard.quote-draft.${AGENT}`, 'not json')
    expect(loadDraft('quote', AGENT)).toBeNull()
  })
})

describe('restoreValues', () => {
  it('lays stored answers over a new form: missing parts filled, strangers dropped, wrong types refused', () => {
    const values = restoreValues(
      {
        insured: { legalName: 'Peach State Freight LLC', yearsInBusiness: 'seven', unknown: 'x' },
        vehicles: [{ vin: '1FUJGLDR3CLBP8834', year: 2019 }],
        radius: { upTo50: 100 },
        somethingElse: true,
      },
      'quote',
    )
    expect(values.insured).toEqual({ ...emptyQuoteForm('quote').insured, legalName: 'Peach State Freight LLC' })
    expect(values.vehicles).toEqual([{ ...emptyVehicle(), vin: '1FUJGLDR3CLBP8834', year: 2019 }])
    expect(values.radius).toEqual({ upTo50: 100, from51To200: null, from201To500: null, over500: null })
    expect(values).not.toHaveProperty('somethingElse')
  })

  it('gives a new form for nothing stored', () => {
    expect(restoreValues(null, 'indication')).toEqual(emptyQuoteForm('indication'))
  })
})
