import { describe, expect, it } from 'vitest'
import { indicationRequestSchema, quoteRequestSchema } from '@/contract/quote'
import { quoteRuleIssues } from '@/contract/quote-rules/quote-rule-issues'
import { emptyQuoteForm } from '../model'
import { toIndicationRequest, toQuoteRequest } from '../to-wire'
import { todayOn } from '@/generic/dates'
import { completeAnswers, TODAY } from '@/test/quote-answers'

const lossYear = (overrides: Record<string, string>) => ({
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
  ...overrides,
})

const noOperations = {
  opsLocal: 'N',
  opsIntermediate: 'N',
  opsLongHaul: 'N',
  opsIntermodalPort: 'N',
  opsDumpTruckOther: 'N',
  opsDumpTruckSandGravel: 'N',
  opsEndDumper: 'N',
  opsLogging: 'N',
  opsRefrigirated: 'N',
  opsHotShot: 'N',
  opsOversizedOvernight: 'N',
  opsAutomobileHauler: 'N',
  opsTowingRep: 'N',
  opsHouseholdGoods: 'N',
  opsTanker: 'N',
  ineligibleOperations: 'N',
  filingsAlFederal: 'N',
  filingsAlState: 'N',
  priorInsuranceCancelledNonrenewed: 'N',
}

/** The answers as typed, with the stray spaces a person leaves. */
function asTyped() {
  const form = completeAnswers()
  form.insured.legalName = '  Peach State Freight LLC '
  return form
}

describe('toQuoteRequest', () => {
  const wire = toQuoteRequest(asTyped())

  it('maps the insured: trimmed text, numbers as text, the phone as 10 digits', () => {
    expect(wire.insuredInformation).toEqual({
      legalName: 'Peach State Freight LLC',
      dbaName: 'Peach State Flatbed',
      dotNumber: '3141592',
      ownerName: 'Dana Whitfield',
      email: 'office@peachstatefreight.example',
      yearsInBusiness: '7',
      monthsInBusiness: '4',
      insuranceContactFirstName: 'Marcus',
      insuranceContactLastName: 'Hale',
      insuranceContactPhone: '4045550147',
      insuranceContactEmail: 'marcus@peachstatefreight.example',
    })
  })

  it('sends 0 months in business when only the years were given: the contract has both fields (ADR 0086)', () => {
    const form = asTyped()
    form.insured.monthsInBusiness = null
    expect(toQuoteRequest(form).insuredInformation).toMatchObject({ yearsInBusiness: '7', monthsInBusiness: '0' })
  })

  it('maps addresses with their prefixes, the US as country, and leaves an empty county out', () => {
    expect(wire.garageAddress).toEqual({
      garageStreet: '1200 Fulton Industrial Blvd SW',
      garageCity: 'Atlanta',
      garageState: 'GA',
      garageZip: '30336',
      garageCounty: 'Fulton',
      garageCountry: 'US',
    })
    expect(wire.mailingAddress).toEqual({
      mailingStreet: 'PO Box 4410',
      mailingCity: 'Atlanta',
      mailingState: 'GA',
      mailingZip: '30302-4410',
      mailingCounty: undefined,
      mailingCountry: 'US',
    })
  })

  it('copies the garage into the mailing address when it is the same', () => {
    const form = completeAnswers()
    form.mailing.sameAsGarage = true
    expect(toQuoteRequest(form).mailingAddress).toMatchObject({ mailingStreet: '1200 Fulton Industrial Blvd SW', mailingZip: '30336', mailingCounty: 'Fulton' })
  })

  it('maps coverages to Y/N, the effective date to MM/DD/YYYY, and sends fees only for requested coverages', () => {
    expect(wire.coverage).toEqual({
      requestAl: 'Y',
      optAlPip: 'N',
      optAlUm: 'Y',
      requestApd: 'Y',
      requestMtc: 'Y',
      requestTgl: 'N',
      requestNtl: 'N',
      brokerFeeAL: 250,
      brokerFeeAPD: 100.5,
      effectiveDate: '12/01/2026',
    })
  })

  it('sends no PIP or UM when auto liability is not requested, whatever was ticked before', () => {
    const form = completeAnswers()
    Object.assign(form.coverage, { pip: true, uninsuredMotorist: true, requested: { ...form.coverage.requested, AL: false } })
    expect(toQuoteRequest(form).coverage).toMatchObject({ requestAl: 'N', optAlPip: 'N', optAlUm: 'N' })
  })

  it('maps operations and filings under their wire names, typo included', () => {
    expect(wire.operations).toEqual({ ...noOperations, opsIntermediate: 'Y', opsLongHaul: 'Y', opsRefrigirated: 'Y', filingsAlFederal: 'Y' })
  })

  it('maps radius buckets (empty is 0), refrigeration and commodity rows', () => {
    expect(wire.radius).toEqual({ radius0_50: '10', radius51_200: '55.5', radius201_500: '34.5', radius501: '0' })
    expect(wire.commoditiesRefrigeration).toBe('Y')
    expect(wire.commodities).toEqual([
      { commodityKey: 'building_materials', commodityPercentage: '60' },
      { commodityKey: 'frozen_or_refrigerated', commodityPercentage: '40' },
    ])
  })

  it('maps terminals, vehicles and trailers, with VINs upper-cased and trimmed', () => {
    expect(wire.terminals).toEqual([
      { terminalStreet: '455 Industrial Park Dr', terminalCity: 'Macon', terminalState: 'GA', terminalZip: '31206', terminalCounty: undefined },
    ])
    expect(wire.vehicles).toEqual([
      {
        vin: '1FUJGLDR3CLBP8834',
        includeAPDTowing: 'Y',
        year: '2019',
        make: 'Freightliner',
        model: 'Cascadia',
        value: '85000',
        classKey: '8',
        bodyTypeKey: 'tractor',
      },
      {
        vin: '3AKJHHDR5JSJK2211',
        includeAPDTowing: 'N',
        year: '2018',
        make: 'Freightliner',
        model: 'Cascadia 126',
        value: '72500.5',
        classKey: '8',
        bodyTypeKey: 'tractor',
      },
    ])
    expect(wire.trailers).toEqual([
      { vin: '1UYVS2531KU123456', year: '2017', make: 'Utility', model: '4000D-X', value: '32000', bodyTypeKey: 'refrigeration_trailer' },
    ])
  })

  it('maps drivers: dates as MM/DD/YYYY, empty counts as 0, no hire date left out, isOwner a boolean', () => {
    expect(wire.drivers).toEqual([
      {
        firstName: 'Dana',
        lastName: 'Whitfield',
        licenseState: 'GA',
        licenseNumber: '054123987',
        dateOfBirth: '03/15/1979',
        dateOfHire: '06/01/2019',
        yearsExperience: '18',
        accidents_total: '0',
        violations_total: '1',
        suspensions_total: '0',
        eligibility: 'Covered',
        isOwner: true,
      },
      {
        firstName: 'Luis',
        lastName: 'Ortega',
        licenseState: 'AL',
        licenseNumber: 'A7731102',
        dateOfBirth: '11/02/1988',
        dateOfHire: undefined,
        yearsExperience: '9',
        accidents_total: '1',
        violations_total: '0',
        suspensions_total: '0',
        eligibility: 'Excluded',
        isOwner: false,
      },
    ])
  })

  it('keys loss years "0", "1", ... with every line, empty boxes as 0, and a year of the last 3 not entered as none', () => {
    expect(wire.losses).toEqual({
      '0': lossYear({ lossAlCount: '1', lossAlPaid: '12500.25' }),
      '1': lossYear({ lossApdCount: '2', lossApdPaid: '8000' }),
      '2': lossYear({}),
    })
  })

  it.each([
    [7, 4, 3],
    [2, 0, 2],
    [1, 4, 2],
    [0, 5, 1],
    [0, 0, 0],
  ])('sends no claims for each of the last 3 years not entered, back to the start of a business of %d years and %d months: %d', (years, months, sent) => {
    const form = completeAnswers()
    Object.assign(form.insured, { yearsInBusiness: years, monthsInBusiness: months })
    form.losses = []
    expect(toQuoteRequest(form).losses).toEqual(Object.fromEntries(Array.from({ length: sent }, (_, index) => [String(index), lossYear({})])))
  })

  it('sends the loss lines of coverages not asked for as none, whatever the draft still holds', () => {
    const form = completeAnswers()
    form.coverage.requested.APD = false
    expect(toQuoteRequest(form).losses).toEqual({ '0': lossYear({ lossAlCount: '1', lossAlPaid: '12500.25' }), '1': lossYear({}), '2': lossYear({}) })
  })

  it('sends the retail agent for a wholesale agency only', () => {
    expect(wire.retailAgent).toEqual({
      AgencyName: 'Magnolia Insurance Group',
      FirstName: 'Renee',
      LastName: 'Booker',
      Phone: '4785550190',
      Email: 'renee@magnoliains.example',
      Street: '300 Mulberry St',
      City: 'Macon',
      State: 'GA',
      Zip: '31201',
    })
    expect(toQuoteRequest({ ...completeAnswers(), agencyType: 'retail' }).retailAgent).toBeUndefined()
  })

  it('has no limits or shipping address, and passes the contract schema and the shared rules', () => {
    expect(wire).not.toHaveProperty('limits')
    expect(wire).not.toHaveProperty('shippingAddress')
    const parsed = quoteRequestSchema.safeParse(wire)
    expect(parsed.error?.issues).toBeUndefined()
    expect(quoteRuleIssues(parsed.data!, { mode: 'quote', today: todayOn(TODAY), agencyType: 'wholesale' })).toEqual([])
  })
})

describe('toIndicationRequest', () => {
  it('adds limits (no interchange limit without interchange) and the shipping address, copied from the garage', () => {
    const wire = toIndicationRequest(completeAnswers())
    expect(wire.limits).toEqual({
      trailerInterchange: 'Y',
      trailerInterchangeLimit: '40000',
      limitTowingStorage: '10000',
      nbrOfTrucks: '2',
      valueOfTrucks: '157500',
      nbrOfTrailers: '1',
      valueOfTrailers: '32000',
      limitAutoLiability: '1000000',
    })
    expect(wire.shippingAddress).toEqual({
      shippingStreet: '1200 Fulton Industrial Blvd SW',
      shippingCity: 'Atlanta',
      shippingState: 'GA',
      shippingZip: '30336',
      shippingCounty: 'Fulton',
      shippingCountry: 'US',
    })
    const parsed = indicationRequestSchema.safeParse(wire)
    expect(parsed.error?.issues).toBeUndefined()
    expect(quoteRuleIssues(parsed.data!, { mode: 'indication', today: todayOn(TODAY), agencyType: 'wholesale' })).toEqual([])

    const form = completeAnswers()
    form.limits = { ...form.limits, trailerInterchange: false, trailers: null, trailersValue: null, towingStorageLimit: null }
    form.shipping = { street: '88 Dock Rd', city: 'Savannah', state: 'GA', zip: '31401', county: 'Chatham', sameAsGarage: false }
    const other = toIndicationRequest(form)
    expect(other.limits).toMatchObject({
      trailerInterchange: 'N',
      trailerInterchangeLimit: '0',
      nbrOfTrailers: '0',
      valueOfTrailers: '0',
      limitTowingStorage: '0',
    })
    expect(other.shippingAddress).toMatchObject({ shippingStreet: '88 Dock Rd', shippingCounty: 'Chatham' })
  })

  it('sends an auto liability limit of 0 when auto liability is not requested', () => {
    const form = completeAnswers()
    form.coverage.requested.AL = false
    form.coverage.uninsuredMotorist = false
    expect(toIndicationRequest(form).limits.limitAutoLiability).toBe('0')
  })

  it('maps a new, empty indication without rows', () => {
    const wire = toIndicationRequest(emptyQuoteForm('indication'))
    expect(wire.losses).toEqual({ '0': lossYear({}), '1': lossYear({}), '2': lossYear({}) })
    expect(wire.retailAgent).toBeUndefined()
  })

  it('sends no broker fee, which an indication does not ask, even one a draft still holds (issue 39)', () => {
    const form = completeAnswers()
    expect(form.coverage.brokerFees.AL).toBe(250)
    const body = JSON.parse(JSON.stringify(toIndicationRequest(form))) as { coverage: Record<string, unknown> }
    expect(Object.keys(body.coverage).filter((key) => key.startsWith('brokerFee'))).toEqual([])
    expect(toQuoteRequest(form).coverage.brokerFeeAL).toBe(250)
  })

  it('leaves every row out of the body, even rows a draft still holds: a quick indication is priced from its counts', () => {
    const form = completeAnswers()
    expect(form.vehicles.length).toBeGreaterThan(0)
    const body = JSON.parse(JSON.stringify(toIndicationRequest(form))) as Record<string, unknown>
    for (const rows of ['terminals', 'vehicles', 'trailers', 'drivers']) expect(body).not.toHaveProperty(rows)
    expect(form.vehicles.length).toBeGreaterThan(0)
    const parsed = indicationRequestSchema.safeParse(body)
    expect(parsed.data?.vehicles).toEqual([])
  })
})
