import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { findSubmission, forgetSubmission, recentSubmissions, recordSubmission, type SubmissionRecord } from '../recent-submissions'

const AGENT = 'agent@blueridge.example'

/** Each result is received a minute after the one before. */
let lastReceived = Date.parse('2026-11-21T10:00:00.000Z')

const record = (submissionNumber: string, kind: SubmissionRecord['kind'] = 'quote'): SubmissionRecord => ({
  kind,
  submissionNumber,
  status: kind === 'quote' ? 'Quoted' : 'Indication',
  coverages: { al: { totalCost: 1250.5, premium: 1000, limit: 1_000_000, deductible: 0 } },
  quotePdf: kind === 'quote' ? `https://portal.test/v1/quote-documents/${submissionNumber}.pdf` : null,
  receivedAt: new Date((lastReceived += 60_000)).toISOString(),
  insuredName: 'Peach State Freight LLC',
  garageState: 'GA',
  effectiveDate: '2026-12-01',
  entered: kind === 'indication' ? { insured: { legalName: 'Peach State Freight LLC' } } : undefined,
})

describe('recent submissions', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T15:00:00.000Z'), toFake: ['Date'] }))
  afterEach(() => vi.useRealTimers())

  it('lists this account’s results newest first and finds one by kind and number', () => {
    recordSubmission(AGENT, record('BR-30001', 'indication'))
    recordSubmission(AGENT, record('BR-30002'))
    expect(recentSubmissions(AGENT).map((item) => item.submissionNumber)).toEqual(['BR-30002', 'BR-30001'])
    expect(findSubmission(AGENT, 'quote', 'BR-30002')?.quotePdf).toContain('BR-30002.pdf')
    expect(findSubmission(AGENT, 'quote', 'BR-30001')).toBeUndefined()
    expect(recentSubmissions('agent@summit.example')).toEqual([])
  })

  it('never replaces a kept result by another that reuses its number (a sandbox reset starts them again; issue 39)', () => {
    const quote = record('BR-30001')
    const indication = record('BR-30001', 'indication')
    const secondQuote = record('BR-30001')
    for (const result of [quote, indication, secondQuote]) recordSubmission(AGENT, result)
    expect(recentSubmissions(AGENT).map(({ kind, receivedAt }) => [kind, receivedAt])).toEqual([
      ['quote', secondQuote.receivedAt],
      ['indication', indication.receivedAt],
      ['quote', quote.receivedAt],
    ])
    expect(findSubmission(AGENT, 'quote', 'BR-30001')?.receivedAt).toBe(secondQuote.receivedAt)
    expect(findSubmission(AGENT, 'quote', 'BR-30001', quote.receivedAt)?.quotePdf).toBe(quote.quotePdf)
    expect(forgetSubmission(AGENT, quote)).toBe(true)
    expect(recentSubmissions(AGENT)).toHaveLength(2)
  })

  it('keeps 20, and what was entered only for the newest 3', () => {
    for (let index = 1; index <= 25; index += 1) recordSubmission(AGENT, record(`BR-${30000 + index}`, 'indication'))
    const kept = recentSubmissions(AGENT)
    expect(kept).toHaveLength(20)
    expect(kept[0]?.submissionNumber).toBe('BR-30025')
    expect(kept.filter((item) => item.entered !== undefined).map((item) => item.submissionNumber)).toEqual(['BR-30025', 'BR-30024', 'BR-30023'])
  })

  it('keeps the vehicles, trailers and drivers of the newest 10 results, and reads a record kept before they were', () => {
    const schedules = { vehicles: [{ vin: '1XKYD49X9MJ412873', year: 2021 }], trailers: [], drivers: [{ firstName: 'Dana' }] }
    for (let index = 1; index <= 12; index += 1) recordSubmission(AGENT, { ...record(`BR-${30000 + index}`), schedules })
    const kept = recentSubmissions(AGENT)
    expect(kept.filter((item) => item.schedules !== undefined)).toHaveLength(10)
    expect(findSubmission(AGENT, 'quote', 'BR-30012')?.schedules).toEqual(schedules)
    expect(findSubmission(AGENT, 'quote', 'BR-30002')?.schedules).toBeUndefined()
    expect(findSubmission(AGENT, 'quote', 'BR-30002')?.insuredName).toBe('Peach State Freight LLC')
  })

  it('skips stored items that are not records', () => {
    window.localStorage.setItem(`portal.recent-submissions.${AGENT}`, JSON.stringify([{ kind: 'quote' }, record('BR-30009')]))
    expect(recentSubmissions(AGENT).map((item) => item.submissionNumber)).toEqual(['BR-30009'])
  })

  it('takes in the list kept before the record store, one record each, and drop that list', () => {
    const older = record('BR-30002')
    const newer = record('BR-30001', 'indication')
    window.localStorage.setItem(`portal.recent-submissions.${AGENT}`, JSON.stringify([newer, older]))
    expect(recentSubmissions(AGENT).map((item) => item.submissionNumber)).toEqual(['BR-30001', 'BR-30002'])
    expect(findSubmission(AGENT, 'indication', 'BR-30001')?.entered).toEqual({ insured: { legalName: 'Peach State Freight LLC' } })
    expect(window.localStorage.getItem(`portal.recent-submissions.${AGENT}`)).toBeNull()
  })

  it('forgets a result received more than 30 days ago, from storage too', () => {
    recordSubmission(AGENT, { ...record('BR-30001'), receivedAt: '2026-10-22T14:59:00.000Z' })
    recordSubmission(AGENT, { ...record('BR-30002'), receivedAt: '2026-10-22T15:01:00.000Z' })
    expect(recentSubmissions(AGENT).map((item) => item.submissionNumber)).toEqual(['BR-30002'])
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith(`portal.recent-submissions.${AGENT}/BR-30001`))).toEqual([])
  })
})
