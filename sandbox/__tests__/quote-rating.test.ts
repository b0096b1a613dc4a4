import { describe, expect, it } from 'vitest'
import type { CoverageCode } from '../../src/contract/quote-enums.ts'
import { validateQuoteRequest } from '../domain/quote/validate-request.ts'
import { rateCoverages, type RatedCoverage } from '../domain/rating/rate-coverages.ts'
import { texasFleetIndication, texasFleetQuote } from './quote-fixture.ts'
import { todayOn } from '../../src/generic/dates.ts'
import { changed, NOW, quoteSession, TODAY, type IndicationBody, type QuoteBody } from './quote-session.ts'

type Rated = Partial<Record<CoverageCode, RatedCoverage>>

function rate(body: QuoteBody | IndicationBody, mode: 'quote' | 'indication' = 'quote'): Rated {
  const validation = validateQuoteRequest(mode, body as Record<string, unknown>, { today: todayOn(TODAY), agencyType: 'retail' })
  if (!validation.ok) throw new Error(`The test request is not valid: ${JSON.stringify(validation.errors)}`)
  return Object.fromEntries(rateCoverages(validation.valid).map((coverage) => [coverage.code, coverage]))
}

const fleet = () => texasFleetQuote(NOW)
const allCoverages = (body: QuoteBody) => void Object.assign(body.coverage, { requestTgl: 'Y', requestNtl: 'Y' })
const premiums = (rated: Rated) => Object.fromEntries(Object.entries(rated).map(([code, coverage]) => [code, coverage.premium]))

/** Premiums of the fleet (every coverage requested) before and after one change. */
function beforeAndAfter(change: (body: QuoteBody) => void) {
  const base = changed(fleet(), allCoverages)
  return { before: premiums(rate(base)), after: premiums(rate(changed(base, change))) }
}

describe('rating: coverages and figures', () => {
  it('rates only the coverages requested', () => {
    expect(Object.keys(rate(fleet()))).toEqual(['AL', 'APD', 'MTC'])
    expect(Object.keys(rate(changed(fleet(), allCoverages)))).toEqual(['AL', 'APD', 'MTC', 'TGL', 'NTL'])
    const apdOnly = changed(fleet(), (body) => void Object.assign(body.coverage, { requestAl: 'N', optAlPip: 'N', requestMtc: 'N' }))
    expect(Object.keys(rate(apdOnly))).toEqual(['APD'])
  })

  it('is deterministic, in cents, with the limits and deductibles of the model', () => {
    const rated = rate(changed(fleet(), allCoverages))
    expect(rate(changed(fleet(), allCoverages))).toEqual(rated)
    for (const coverage of Object.values(rated)) expect(Math.round(coverage.premium * 100) / 100).toBe(coverage.premium)
    expect(rated.AL).toMatchObject({ limit: 1_000_000, deductible: 0 })
    expect(rated.APD).toMatchObject({ limit: 78_000 + 124_000 + 96_500 + 42_000 + 61_000, deductible: 2_500 })
    expect(rated.MTC).toMatchObject({ limit: 100_000, deductible: 1_000 })
  })

  it('adds to a quote’s total cost the policy fee, the filing fees and the broker fee sent', () => {
    const rated = rate(fleet())
    expect(rated.AL!.totalCost).toBeCloseTo(rated.AL!.premium + 250 + 50 + 350, 2)
    expect(rated.APD!.totalCost).toBeCloseTo(rated.APD!.premium + 100 + 150, 2)
    expect(rated.MTC!.totalCost).toBeCloseTo(rated.MTC!.premium + 100 + 100, 2)
  })

  it('prices an indication with premiums and a total cost of 0', () => {
    for (const coverage of Object.values(rate(texasFleetIndication(NOW), 'indication'))) {
      expect(coverage.premium).toBeGreaterThan(0)
      expect(coverage.totalCost).toBe(0)
    }
  })
})

describe('rating: the broker fee over HTTP', () => {
  it('raises total cost by exactly the broker fee and leaves the premium alone', async () => {
    const { postQuote, fleetQuote } = await quoteSession()
    const al = async (fee: number) => {
      const answer = await postQuote(changed(fleetQuote(), (body) => void (body.coverage.brokerFeeAL = fee)))
      return (answer.body!.coverages as Record<string, { premium: number; totalCost: number }>).al!
    }
    const [low, high] = [await al(0), await al(125.5)]
    expect(high.premium).toBe(low.premium)
    expect(high.totalCost - low.totalCost).toBeCloseTo(125.5, 2)
  })
})

describe('rating: every input moves the price', () => {
  it('charges more for more vehicles', () => {
    const { before, after } = beforeAndAfter((body) =>
      body.vehicles.push({
        vin: '1FUJGLDR3CLBP8834',
        includeAPDTowing: 'N',
        year: '2018',
        make: 'Freightliner',
        model: 'Cascadia 125',
        value: '62000',
        classKey: '8',
        bodyTypeKey: 'tractor',
      }),
    )
    for (const code of ['AL', 'APD', 'MTC', 'TGL', 'NTL']) expect(after[code], code).toBeGreaterThan(before[code]!)
  })

  it('charges more for more violations, accidents, suspensions and less experience', () => {
    const changes: ((body: QuoteBody) => void)[] = [
      (body) => void (body.drivers[0]!.violations_total = '3'),
      (body) => void (body.drivers[1]!.accidents_total = '2'),
      (body) => void (body.drivers[2]!.suspensions_total = '1'),
      (body) => void (body.drivers[2]!.yearsExperience = '0'),
    ]
    for (const change of changes) {
      const { before, after } = beforeAndAfter(change)
      expect(after.AL).toBeGreaterThan(before.AL!)
      expect(after.APD).toBeGreaterThan(before.APD!)
    }
  })

  it('does not count the record of an excluded driver', () => {
    const excluded = (violations: string) => (body: QuoteBody) =>
      void Object.assign(body.drivers[2]!, { eligibility: 'Excluded', violations_total: violations })
    expect(rate(changed(fleet(), excluded('6')))).toEqual(rate(changed(fleet(), excluded('0'))))
  })

  it('charges more for a longer radius', () => {
    const { before, after } = beforeAndAfter((body) => void Object.assign(body.radius, { radius0_50: '0', radius501: '20' }))
    expect(after.AL).toBeGreaterThan(before.AL!)
    expect(after.MTC).toBeGreaterThan(before.MTC!)
  })

  it('charges more for worse losses on the line that had them, and credits three clean years', () => {
    const { before, after } = beforeAndAfter((body) => void (body.losses['0']!.lossAlPaid = '60000'))
    expect(after.AL).toBeGreaterThan(before.AL!)
    expect(after.APD).toBe(before.APD)
    const moreClaims = beforeAndAfter((body) => void (body.losses['1']!.lossApdCount = '2'))
    expect(moreClaims.after.APD).toBeGreaterThan(moreClaims.before.APD!)
    const clean = {
      lossAlCount: '0',
      lossAlPaid: '0',
      lossApdCount: '0',
      lossApdPaid: '0',
      lossMtcCount: '0',
      lossMtcPaid: '0',
      lossTglCount: '0',
      lossTglPaid: '0',
      lossNtlCount: '0',
      lossNtlPaid: '0',
    }
    const noHistory = rate(changed(fleet(), (body) => void (body.losses = {})))
    const cleanYears = rate(changed(fleet(), (body) => void (body.losses = { '0': clean, '1': clean, '2': clean })))
    expect(cleanYears.AL!.premium).toBeLessThan(noHistory.AL!.premium)
  })

  it('charges for vehicle values on physical damage, and for heavier classes and riskier bodies on liability', () => {
    const value = beforeAndAfter((body) => void (body.vehicles[0]!.value = '150000'))
    expect(value.after.APD).toBeGreaterThan(value.before.APD!)
    expect(value.after.AL).toBe(value.before.AL)
    const lighter = beforeAndAfter((body) => void Object.assign(body.vehicles[2]!, { classKey: '6', bodyTypeKey: 'box_truck' }))
    expect(lighter.after.AL).toBeLessThan(lighter.before.AL!)
    const dump = beforeAndAfter((body) => void (body.vehicles[2]!.bodyTypeKey = 'dump_trucks'))
    expect(dump.after.AL).toBeGreaterThan(dump.before.AL!)
    const towing = beforeAndAfter((body) => void (body.vehicles[2]!.includeAPDTowing = 'Y'))
    expect(towing.after.APD).toBeGreaterThan(towing.before.APD!)
  })

  it('charges more for riskier operations, commodities and refrigeration', () => {
    const logging = beforeAndAfter((body) => void (body.operations.opsLogging = 'Y'))
    expect(logging.after.AL).toBeGreaterThan(logging.before.AL!)
    expect(logging.after.TGL).toBeGreaterThan(logging.before.TGL!)
    const chemicals = beforeAndAfter((body) => void (body.commodities[0]!.commodityKey = 'chemicals_packaged_or_bulk'))
    expect(chemicals.after.MTC).toBeGreaterThan(chemicals.before.MTC!)
    expect(chemicals.after.AL).toBeGreaterThan(chemicals.before.AL!)
    const dry = beforeAndAfter((body) => void (body.commoditiesRefrigeration = 'N'))
    expect(dry.after.MTC).toBeLessThan(dry.before.MTC!)
  })

  it('charges more for a younger business and for PIP and UM', () => {
    const young = beforeAndAfter((body) => Object.assign(body.insuredInformation, { yearsInBusiness: '1', monthsInBusiness: '0' }))
    for (const code of ['AL', 'APD', 'MTC', 'TGL', 'NTL']) expect(young.after[code], code).toBeGreaterThan(young.before[code]!)
    const noPip = beforeAndAfter((body) => void (body.coverage.optAlPip = 'N'))
    expect(noPip.after.AL).toBeLessThan(noPip.before.AL!)
    const um = beforeAndAfter((body) => void (body.coverage.optAlUm = 'Y'))
    expect(um.after.AL).toBeGreaterThan(um.before.AL!)
  })

  it('prices by garage state', () => {
    const garagedIn = (state: string) =>
      premiums(
        rate(
          changed(fleet(), (body) => {
            allCoverages(body)
            body.coverage.optAlPip = 'N'
            body.garageAddress.garageState = state
          }),
        ),
      )
    const [texas, tennessee] = [garagedIn('TX'), garagedIn('TN')]
    for (const code of ['AL', 'APD', 'MTC', 'TGL', 'NTL']) expect(tennessee[code], code).toBeLessThan(texas[code]!)
  })

  it('charges for terminals on general liability', () => {
    const { before, after } = beforeAndAfter((body) => void body.terminals.push({ ...body.terminals[0]!, terminalStreet: '900 Industrial Blvd' }))
    expect(after.TGL).toBeGreaterThan(before.TGL!)
  })

  it('rates an indication from its limits: trucks, values and the auto liability limit', () => {
    const indication = (limits: Partial<IndicationBody['limits']>) =>
      premiums(
        rate(
          changed(texasFleetIndication(NOW), (body) => void Object.assign(body.limits, limits)),
          'indication',
        ),
      )
    const base = indication({})
    expect(indication({ nbrOfTrucks: '4' }).AL).toBeGreaterThan(base.AL!)
    expect(indication({ valueOfTrucks: '400000' }).APD).toBeGreaterThan(base.APD!)
    expect(indication({ limitAutoLiability: '2000000' }).AL).toBeGreaterThan(base.AL!)
    expect(indication({ limitAutoLiability: '750000' }).AL).toBeLessThan(base.AL!)
    expect(indication({ trailerInterchange: 'N' }).APD).toBeLessThan(base.APD!)
    expect(
      rate(
        changed(texasFleetIndication(NOW), (body) => void (body.limits.limitAutoLiability = '2000000')),
        'indication',
      ).AL!.limit,
    ).toBe(2_000_000)
  })
})

describe('rating: an indication from counts, without rows', () => {
  const clean = { violations_total: '0', accidents_total: '0', suspensions_total: '0' }
  /** The fleet as the rows a quote lists, chosen so that every factor the rows set is neutral. */
  const neutralSchedule = (body: QuoteBody) => {
    allCoverages(body)
    for (const vehicle of body.vehicles) Object.assign(vehicle, { classKey: '8', bodyTypeKey: 'tractor', includeAPDTowing: 'Y' })
    for (const trailer of body.trailers) trailer.bodyTypeKey = 'dry_van_trailer'
    body.drivers.forEach((driver) => Object.assign(driver, clean, { yearsExperience: '6' }))
  }
  /** The same fleet as an indication's counts and values, with no vehicle, trailer or driver key at all. */
  const countsOnly = (limits: Partial<IndicationBody['limits']> = {}) =>
    changed(texasFleetIndication(NOW), (body) => {
      allCoverages(body)
      const rows = body as Partial<IndicationBody>
      delete rows.vehicles
      delete rows.trailers
      delete rows.drivers
      Object.assign(body.limits, { trailerInterchange: 'N', trailerInterchangeLimit: '0', limitTowingStorage: '7500', ...limits })
    })

  it('prices an indication that sends no rows at all from its limits’ counts and values', () => {
    const rated = rate(countsOnly(), 'indication')
    expect(Object.keys(rated)).toEqual(['AL', 'APD', 'MTC', 'TGL', 'NTL'])
    expect(rated.APD!.limit).toBe(298_500 + 103_000)
    expect(premiums(rate(countsOnly({ nbrOfTrucks: '6', valueOfTrucks: '597000' }), 'indication')).AL).toBeGreaterThan(rated.AL!.premium)
  })

  it('prices a schedule and its equivalent counts the same when the rows set no factor of their own', () => {
    const quote = premiums(rate(changed(fleet(), neutralSchedule)))
    expect(premiums(rate(countsOnly(), 'indication'))).toEqual(quote)
  })

  it('prices the Texas fleet’s rows above its counts by what the rows tell: driver records and the reefer', () => {
    const quote = premiums(rate(changed(fleet(), allCoverages)))
    const counts = premiums(rate(countsOnly(), 'indication'))
    const drivers = 1.08 // 4 points over 3 covered drivers, x 0.06
    const trailerMix = (3 * 5200 + 2 * 180 * 1.1) / (3 * 5200 + 2 * 180) // one reefer of two trailers
    expect(quote.AL! / counts.AL!).toBeCloseTo(drivers * trailerMix, 4)
    expect(quote.NTL! / counts.NTL!).toBeCloseTo(drivers, 4)
    expect(quote.MTC! / counts.MTC!).toBeCloseTo(1 + (drivers - 1) / 2, 4)
    expect(quote.TGL).toBe(counts.TGL)
    for (const code of ['AL', 'MTC', 'NTL']) expect(quote[code]! / counts[code]!, code).toBeLessThan(1.1)
  })
})
