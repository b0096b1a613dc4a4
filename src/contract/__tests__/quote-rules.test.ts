import { describe, expect, it } from 'vitest'
import { alLimitProblem } from '../quote-rules/coverage'
import { todayOn } from '@/generic/dates'
import { experienceProblem } from '../quote-rules/dates'
import type { RuleContext } from '../quote-rules/issue'
import { percentagesSumTo100 } from '../quote-rules/percentages'
import { quoteRuleIssues } from '../quote-rules/quote-rule-issues'
import type { QuoteRuleInput } from '../quote-rules/rule-input'
import { duplicateVinIssues, powerUnitVinProblem, trailerVinProblem, updatedVehicleVinProblem } from '../quote-rules/vins'

const TODAY = '2027-03-10'
const QUOTE: RuleContext = { mode: 'quote', today: todayOn(TODAY), agencyType: 'retail' }
const INDICATION: RuleContext = { ...QUOTE, mode: 'indication' }

/** What the rules read of a valid quote, effective 03/24/2027. */
const validInput = (): QuoteRuleInput => ({
  insuredInformation: { monthsInBusiness: '4' },
  garageAddress: { garageState: 'TX' },
  coverage: {
    requestAl: 'Y',
    optAlPip: 'Y',
    optAlUm: 'N',
    requestApd: 'Y',
    requestMtc: 'N',
    requestTgl: 'N',
    requestNtl: 'N',
    effectiveDate: '03/24/2027',
  },
  radius: { radius0_50: '20', radius51_200: '50', radius201_500: '30', radius501: '0' },
  commodities: [{ commodityPercentage: '60' }, { commodityPercentage: '40' }],
  vehicles: [{ vin: '3AKJHHDR3KSJA1001', year: '2019', value: '78000' }],
  trailers: [{ vin: '1JJV532DXNL310582', year: '2022', value: '42000' }],
  drivers: [{ dateOfBirth: '03/14/1979', dateOfHire: '06/01/2018', yearsExperience: '19' }],
  losses: {},
  limits: { nbrOfTrucks: '1', limitAutoLiability: '1000000' },
})

const paths = (input: QuoteRuleInput, context = QUOTE) =>
  quoteRuleIssues(input, context)
    .filter((issue) => issue.severity === 'error')
    .map((issue) => issue.path)

describe('quoteRuleIssues on a whole request', () => {
  it('finds nothing wrong with a valid quote or indication', () => {
    expect(quoteRuleIssues(validInput(), QUOTE)).toEqual([])
    expect(quoteRuleIssues(validInput(), INDICATION)).toEqual([])
  })

  it('needs a retail agent from a wholesale agency only', () => {
    expect(paths(validInput(), { ...QUOTE, agencyType: 'wholesale' })).toEqual(['retailAgent'])
    expect(paths({ ...validInput(), retailAgent: { AgencyName: 'Gulf Coast' } }, { ...QUOTE, agencyType: 'wholesale' })).toEqual([])
    expect(paths(validInput(), { mode: 'quote', today: todayOn(TODAY) })).toEqual([])
  })

  it('allows 5 loss entries, not 6', () => {
    const years = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [String(index), {}]))
    expect(paths({ ...validInput(), losses: years(5) })).toEqual([])
    expect(paths({ ...validInput(), losses: years(6) })).toEqual(['losses'])
  })
})

describe('indication limits', () => {
  it('needs at least one truck', () => {
    expect(paths({ ...validInput(), limits: { nbrOfTrucks: '0', limitAutoLiability: '1000000' } }, INDICATION)).toEqual(['limits.nbrOfTrucks'])
  })

  it('checks the auto liability limit only when auto liability is requested, and only on an indication', () => {
    const lowLimit = { ...validInput(), limits: { nbrOfTrucks: '2', limitAutoLiability: '250000' } }
    expect(paths(lowLimit, INDICATION)).toEqual(['limits.limitAutoLiability'])
    expect(paths(lowLimit, QUOTE)).toEqual([])
    const withoutAl = { ...lowLimit, coverage: { ...lowLimit.coverage, requestAl: 'N' as const, optAlPip: 'N' as const } }
    expect(paths(withoutAl, INDICATION)).toEqual([])
  })

  it('accepts $300,000 to $5,000,000', () => {
    expect(alLimitProblem('299999.99')).toMatch(/\$300,000 to \$5,000,000/)
    expect(alLimitProblem('300000')).toBeNull()
    expect(alLimitProblem('5000000')).toBeNull()
    expect(alLimitProblem('5000000.01')).not.toBeNull()
  })
})

describe('quoteRuleIssues on what parsed of an invalid request', () => {
  it('skips rules whose fields did not parse instead of guessing', () => {
    const input: QuoteRuleInput = {
      ...validInput(),
      insuredInformation: {},
      garageAddress: null,
      coverage: { requestAl: 'N', optAlUm: 'Y', effectiveDate: undefined },
      radius: { radius0_50: '20', radius51_200: '50' },
      commodities: [{ commodityPercentage: '60' }, {}],
      vehicles: [null, { vin: '3AKJHHDR3KSJA1001' }],
      drivers: [{ yearsExperience: '40' }, null],
      limits: { nbrOfTrucks: undefined },
    }
    expect(paths(input, INDICATION)).toEqual(['coverage.optAlUm'])
  })

  it('still reports the rule problems of the parts that parsed', () => {
    const input: QuoteRuleInput = {
      insuredInformation: { monthsInBusiness: '12' },
      coverage: { effectiveDate: '03/09/2027' },
      commodities: [{ commodityPercentage: '99.99' }],
      trailers: [{ vin: '1JJV532D8' }],
      drivers: [{ dateOfBirth: '03/25/2009' }],
    }
    expect(paths(input).sort()).toEqual(
      ['coverage.effectiveDate', 'insuredInformation.monthsInBusiness', 'commodities', 'trailers.0.vin', 'drivers.0.dateOfBirth'].sort(),
    )
  })

  it('counts a retail agent that was sent but did not parse as sent', () => {
    expect(paths({ ...validInput(), retailAgent: null }, { ...QUOTE, agencyType: 'wholesale' })).toEqual([])
  })

  it('asks for a vehicle and a driver only when the lists parsed empty', () => {
    expect(paths({ ...validInput(), vehicles: [], drivers: [] })).toEqual(['vehicles', 'drivers'])
    expect(paths({ ...validInput(), vehicles: null, drivers: undefined })).toEqual([])
  })
})

describe('rule primitives at their edges', () => {
  it('sums percentages exactly: 99.99 and 100.01 are not 100', () => {
    expect(percentagesSumTo100(['33.33', '33.33', '33.34'])).toBe(true)
    expect(percentagesSumTo100(['55', '30', '14.99'])).toBe(false)
    expect(percentagesSumTo100(['55', '30', '15.01'])).toBe(false)
    expect(percentagesSumTo100(['100', ''])).toBe(true)
  })

  it('warns on a power unit check digit, refuses a bad length or letter', () => {
    expect(powerUnitVinProblem('3AKJHHDR3KSJA1001')).toBeNull()
    expect(powerUnitVinProblem('3akjhhdr4ksja1001')).toMatchObject({ severity: 'warning' })
    expect(powerUnitVinProblem('3AKJHHDR3KSJA100')).toMatchObject({ severity: 'error' })
    expect(powerUnitVinProblem('3AKJHHDR3KSJQ1001')).toMatchObject({ severity: 'error' })
  })

  it('takes trailer VINs of 10 to 17 letters and digits, I, O and Q included, with no check digit', () => {
    expect(trailerVinProblem('1UYVS2535')).toMatchObject({ severity: 'error' })
    expect(trailerVinProblem('1UYVS2535M')).toBeNull()
    expect(trailerVinProblem('1UYVS2535MM907731')).toBeNull()
    expect(trailerVinProblem('1UYVS2535MM9077310')).toMatchObject({ severity: 'error' })
    expect(trailerVinProblem(' oq1ivs2535 ')).toBeNull()
    expect(trailerVinProblem('1UYVS2535MQ907731')).toBeNull()
    expect(trailerVinProblem('1UYVS-2535M')).toEqual({ severity: 'error', message: 'A VIN uses letters and digits only' })
  })

  it('takes an updated vehicle VIN of 10 to 17 letters and digits, warning on a 17-character VIN whose check digit does not match', () => {
    expect(updatedVehicleVinProblem('SHOP12345Q')).toBeNull()
    expect(updatedVehicleVinProblem('3AKJHHDR3KSJA1001')).toBeNull()
    expect(updatedVehicleVinProblem('3akjhhdr4ksja1001')).toMatchObject({ severity: 'warning' })
    expect(updatedVehicleVinProblem('3AKJHHDR4KSJQ1001')).toBeNull()
    expect(updatedVehicleVinProblem('3AKJHHDR3')).toEqual({ severity: 'error', message: 'A VIN has 10 to 17 characters; this one has 9' })
    expect(updatedVehicleVinProblem('3AKJHHDR3KSJA10010')).toMatchObject({ severity: 'error' })
  })

  it('finds duplicate VINs past rows that did not parse', () => {
    const issues = duplicateVinIssues([{ vin: '3AKJHHDR3KSJA1001' }, null, {}], [{ vin: ' 3akjhhdr3ksja1001' }])
    expect(issues).toEqual([{ path: 'trailers.0.vin', severity: 'error', message: 'This VIN is already entered for vehicle 1' }])
  })
})

describe('experienceProblem', () => {
  it('counts the years a driver can have in the singular too', () => {
    expect(experienceProblem('3', '2010-03-10', TODAY)).toBe('At this age a driver can have at most 1 year of experience')
    expect(experienceProblem('3', '2009-03-10', TODAY)).toBe('At this age a driver can have at most 2 years of experience')
  })
})
