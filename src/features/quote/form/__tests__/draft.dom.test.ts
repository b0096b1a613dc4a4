import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { completeAnswers } from '@/test/quote-answers'
import { createDraftKeeper, discardDraft, listDrafts, loadDraft, restoreValues, saveDraft, type Draft } from '../draft'
import { emptyQuoteForm, emptyVehicle } from '../model'

const AGENT = 'agent@blueridge.example'
const OTHER = 'agent@summit.example'
const NOW = new Date('2026-11-21T15:00:00.000Z')
/** A wizard opened afresh for an account whose agency type is not known yet. */
const NEW = { agencyType: '' } as const

const draft = (id: string, savedAt = '2026-11-21T10:00:00.000Z'): Draft => ({
  id,
  values: completeAnswers(),
  step: 'drivers',
  reached: 'losses',
  savedAt,
  writer: 'tab-1',
  origin: { agencyType: 'wholesale' },
})

describe('drafts', () => {
  it('are kept per account, mode and id, listed newest first, and can be discarded one by one', () => {
    expect(saveDraft('quote', AGENT, draft('a1', '2026-11-20T10:00:00.000Z'))).toBe(true)
    saveDraft('quote', AGENT, draft('b2'))
    expect(loadDraft('quote', AGENT, 'b2', NOW)).toMatchObject({
      id: 'b2',
      step: 'drivers',
      reached: 'losses',
      savedAt: '2026-11-21T10:00:00.000Z',
      writer: 'tab-1',
    })
    expect(loadDraft('quote', 'AGENT@BLUERIDGE.EXAMPLE', 'b2', NOW)?.values).toEqual(completeAnswers())
    expect(listDrafts('quote', AGENT, NOW).map(({ id }) => id)).toEqual(['b2', 'a1'])
    expect(listDrafts('quote', OTHER, NOW)).toEqual([])
    expect(listDrafts('indication', AGENT, NOW)).toEqual([])
    discardDraft('quote', AGENT, 'b2')
    expect(listDrafts('quote', AGENT, NOW).map(({ id }) => id)).toEqual(['a1'])
  })

  it('never list another account whose address starts the same', () => {
    saveDraft('quote', `${AGENT}.org`, draft('c3'))
    expect(listDrafts('quote', AGENT, NOW)).toEqual([])
  })

  it('are deleted 30 days after their last save, when next read', () => {
    saveDraft('quote', AGENT, draft('old', '2026-10-22T14:59:00.000Z'))
    saveDraft('quote', AGENT, draft('new', '2026-10-22T15:01:00.000Z'))
    expect(listDrafts('quote', AGENT, NOW).map(({ id }) => id)).toEqual(['new'])
    expect(window.localStorage.getItem(`portal.quote-wizard.quote-draft.${AGENT}/old`)).toBeNull()
  })

  it('take in a draft saved before drafts had ids, under an id of its own', () => {
    const { id: _id, writer: _writer, ...unnumbered } = draft('x')
    window.localStorage.setItem(`portal.quote-wizard.quote-draft.${AGENT}`, JSON.stringify({ version: 1, ...unnumbered }))
    const [adopted, ...others] = listDrafts('quote', AGENT, NOW)
    expect(others).toEqual([])
    expect(adopted).toMatchObject({ step: 'drivers', writer: '' })
    expect(adopted?.values).toEqual(completeAnswers())
    expect(window.localStorage.getItem(`portal.quote-wizard.quote-draft.${AGENT}`)).toBeNull()
  })

  it('read a draft saved before the record store (version 2) under its id, and expire it by its own date', () => {
    const { id: _id, ...saved } = draft('v2')
    window.localStorage.setItem(`portal.quote-wizard.quote-draft.${AGENT}/v2`, JSON.stringify({ version: 2, ...saved }))
    expect(loadDraft('quote', AGENT, 'v2', NOW)).toEqual(draft('v2'))
    expect(listDrafts('quote', AGENT, new Date('2026-12-21T10:00:01.000Z'))).toEqual([])
    expect(window.localStorage.getItem(`portal.quote-wizard.quote-draft.${AGENT}/v2`)).toBeNull()
  })

  it('read a draft of version 3, whose coverages were keyed by lower-case code, with every coverage answer kept', () => {
    const { id: _id, savedAt, ...content } = draft('v3')
    const { coverage, losses } = content.values
    const lowerCase = <Value>(record: Record<string, Value>) =>
      Object.fromEntries(
        Object.entries(record).map(([key, value]) => [key.replace(/^(AL|APD|MTC|TGL|NTL)(?=Count|Paid|$)/, (code) => code.toLowerCase()), value]),
      )
    const values = {
      ...content.values,
      coverage: { ...coverage, requested: lowerCase(coverage.requested), brokerFees: lowerCase(coverage.brokerFees) },
      losses: losses.map(lowerCase),
    }
    const envelope = { version: 3, savedAt, expiresAt: '2026-12-21T10:00:00.000Z', data: { ...content, values } }
    window.localStorage.setItem(`portal.quote-wizard.quote-draft.${AGENT}/v3`, JSON.stringify(envelope))
    expect(values).toMatchObject({ coverage: { requested: { al: true } }, losses: [{ alCount: 1 }, { apdPaid: 8000 }] })
    expect(loadDraft('quote', AGENT, 'v3', NOW)).toEqual(draft('v3'))
  })

  it('ignore what is not a draft', () => {
    window.localStorage.setItem(`portal.quote-wizard.quote-draft.${AGENT}/a`, '{"version":3}')
    window.localStorage.setItem(`portal.quote-wizard.quote-draft.${AGENT}/b`, 'not json')
    expect(listDrafts('quote', AGENT, NOW)).toEqual([])
  })

  it('say when the browser refuses to store one', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(saveDraft('quote', AGENT, draft('a1'))).toBe(false)
  })
})

describe('a draft keeper (one open wizard)', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }))
  afterEach(() => vi.useRealTimers())

  const content = (legalName: string) => {
    const values = completeAnswers()
    values.insured.legalName = legalName
    return { values, step: 'insured' as const, reached: 'insured' as const }
  }
  const nameIn = (id: string) => loadDraft('quote', AGENT, id)?.values.insured.legalName

  it('saves a new draft under its id, again and again', () => {
    const keeper = createDraftKeeper('quote', AGENT, { id: 'tab1', version: null, origin: NEW })
    expect(keeper.save(content('First'))).toMatchObject({ saved: true, id: 'tab1' })
    expect(keeper.save(content('Second'))).toMatchObject({ saved: true, id: 'tab1' })
    expect(nameIn('tab1')).toBe('Second')
  })

  it('never writes over a draft another tab saved since: the second writer keeps its answers under a new id', () => {
    saveDraft('quote', AGENT, draft('shared'))
    const opened = { id: 'shared', version: { writer: 'tab-1', savedAt: '2026-11-21T10:00:00.000Z' }, origin: NEW }
    const first = createDraftKeeper('quote', AGENT, opened)
    const second = createDraftKeeper('quote', AGENT, opened)
    expect(first.save(content('From the first tab'))).toMatchObject({ saved: true, id: 'shared' })
    const moved = second.save(content('From the second tab'))
    expect(moved.saved && moved.id).not.toBe('shared')
    expect(nameIn('shared')).toBe('From the first tab')
    expect(moved.saved && nameIn(moved.id)).toBe('From the second tab')
    // Each goes on writing its own.
    expect(first.save(content('First again'))).toMatchObject({ id: 'shared' })
    expect(second.save(content('Second again'))).toMatchObject({ id: moved.saved ? moved.id : '' })
  })

  it('goes on writing a draft it opened from before the record store', () => {
    const { id: _id, ...saved } = draft('old')
    window.localStorage.setItem(`portal.quote-wizard.quote-draft.${AGENT}/old`, JSON.stringify({ version: 2, ...saved }))
    const keeper = createDraftKeeper('quote', AGENT, { id: 'old', version: { writer: 'tab-1', savedAt: '2026-11-21T10:00:00.000Z' }, origin: NEW })
    expect(keeper.save(content('Carried on'))).toMatchObject({ saved: true, id: 'old' })
    expect(nameIn('old')).toBe('Carried on')
  })

  it('does not bring back a draft another tab sent or discarded: its answers become a new draft', () => {
    const keeper = createDraftKeeper('quote', AGENT, { id: 'tab1', version: null, origin: NEW })
    keeper.save(content('Typed here'))
    discardDraft('quote', AGENT, 'tab1')
    const outcome = keeper.save(content('Typed here, later'))
    expect(outcome.saved && outcome.id).not.toBe('tab1')
    expect(loadDraft('quote', AGENT, 'tab1')).toBeNull()
  })

  it('keeps how its wizard first opened, whatever is answered since: a reload asks the same steps and says what was carried (issue 39)', () => {
    const keeper = createDraftKeeper('quote', AGENT, { id: 'tab1', version: null, origin: { agencyType: '', carriedFrom: 'BR-30002' } })
    const answeredRetail = content('Retail now')
    answeredRetail.values.agencyType = 'retail'
    keeper.save(answeredRetail)
    expect(loadDraft('quote', AGENT, 'tab1')?.origin).toEqual({ agencyType: '', carriedFrom: 'BR-30002' })
    // Thrown away, it starts again carried from nothing.
    keeper.discard()
    keeper.save(content('After'))
    expect(loadDraft('quote', AGENT, 'tab1')?.origin).toEqual({ agencyType: '' })
  })

  it('reads a draft saved before its origin was kept as opened with its answers’ agency type', () => {
    const { origin: _origin, ...older } = draft('before')
    saveDraft('quote', AGENT, older as Draft)
    expect(loadDraft('quote', AGENT, 'before')?.origin).toEqual({ agencyType: 'wholesale' })
  })

  it('starts its own draft again after discarding it', () => {
    const keeper = createDraftKeeper('quote', AGENT, { id: 'tab1', version: null, origin: NEW })
    keeper.save(content('Before'))
    keeper.discard()
    expect(loadDraft('quote', AGENT, 'tab1')).toBeNull()
    expect(keeper.save(content('After'))).toMatchObject({ saved: true, id: 'tab1' })
  })
})

describe('restoreValues', () => {
  it('lays stored answers over a new form: missing parts filled, strangers dropped, wrong types refused', () => {
    const values = restoreValues(
      {
        insured: { legalName: 'Peach State Freight LLC', yearsInBusiness: true, unknown: 'x' },
        vehicles: [{ vin: '1FUJGLDR3CLBP8834', year: 2019, value: '12,50' }],
        radius: { upTo50: 100 },
        somethingElse: true,
      },
      'quote',
    )
    expect(values.insured).toEqual({ ...emptyQuoteForm('quote').insured, legalName: 'Peach State Freight LLC' })
    // A number box keeps a number, or the text typed that is not one.
    expect(values.vehicles).toEqual([{ ...emptyVehicle(), vin: '1FUJGLDR3CLBP8834', year: 2019, value: '12,50' }])
    expect(values.radius).toEqual({ upTo50: 100, from51To200: null, from201To500: null, over500: null })
    expect(values).not.toHaveProperty('somethingElse')
  })

  it('reads the operation kept under the contract’s name as oversize or overweight loads', () => {
    const values = restoreValues({ operations: { kinds: { oversizedOvernight: true, logging: true } } }, 'quote')
    expect(values.operations.kinds).toMatchObject({ oversizeOverweight: true, logging: true })
    expect(values.operations.kinds).not.toHaveProperty('oversizedOvernight')
  })

  it('reads the AL limit kept as autoLiabilityLimit', () => {
    const values = restoreValues({ limits: { autoLiabilityLimit: 2_000_000, trucks: 3 } }, 'indication')
    expect(values.limits).toMatchObject({ ALLimit: 2_000_000, trucks: 3 })
    expect(values.limits).not.toHaveProperty('autoLiabilityLimit')
  })

  it('gives a new form for nothing stored', () => {
    expect(restoreValues(null, 'indication')).toEqual(emptyQuoteForm('indication'))
  })
})
