import type { LossYearForm, QuoteForm } from '@/features/quote/form/model'

/**
 * The one set of complete wizard answers the tests share: a realistic account as an agent would
 * enter it, a Georgia flatbed and reefer carrier of a wholesale broker, every step answered. Unit
 * tests judge it on TODAY; the end-to-end specs (e2e/support/quote-drafts.ts) move its dates to their
 * own today. Plain data with type-only imports, so Playwright loads it too.
 */

export const TODAY = '2026-11-21'

const NO_LOSSES: LossYearForm = {
  ALCount: null,
  ALPaid: null,
  APDCount: null,
  APDPaid: null,
  MTCCount: null,
  MTCPaid: null,
  TGLCount: null,
  TGLPaid: null,
  NTLCount: null,
  NTLPaid: null,
}

export function completeAnswers(): QuoteForm {
  return {
    insured: {
      legalName: 'Peach State Freight LLC',
      dbaName: 'Peach State Flatbed',
      dotNumber: '3141592',
      ownerName: 'Dana Whitfield',
      email: 'office@peachstatefreight.example',
      yearsInBusiness: 7,
      monthsInBusiness: 4,
      contactFirstName: 'Marcus',
      contactLastName: 'Hale',
      contactPhone: '(404) 555-0147',
      contactEmail: 'marcus@peachstatefreight.example',
    },
    garage: { street: '1200 Fulton Industrial Blvd SW', city: 'Atlanta', state: 'GA', zip: '30336', county: 'Fulton' },
    mailing: { street: 'PO Box 4410', city: 'Atlanta', state: 'GA', zip: '30302-4410', county: '', sameAsGarage: false },
    shipping: { street: '', city: '', state: '', zip: '', county: '', sameAsGarage: true },
    coverage: {
      requested: { AL: true, APD: true, MTC: true, TGL: false, NTL: false },
      pip: false,
      uninsuredMotorist: true,
      brokerFees: { AL: 250, APD: 100.5, MTC: null, TGL: 75, NTL: null },
      effectiveDate: '2026-12-01',
    },
    operations: {
      kinds: {
        local: false,
        intermediate: true,
        longHaul: true,
        intermodalPort: false,
        dumpTruckOther: false,
        dumpTruckSandGravel: false,
        endDumper: false,
        logging: false,
        refrigerated: true,
        hotShot: false,
        oversizeOverweight: false,
        automobileHauler: false,
        towing: false,
        householdGoods: false,
        tanker: false,
      },
      ineligible: false,
      federalFiling: true,
      stateFiling: false,
      priorInsuranceCancelled: false,
    },
    radius: { upTo50: 10, from51To200: 55.5, from201To500: 34.5, over500: null },
    refrigeration: true,
    commodities: [
      { commodity: 'building_materials', percentage: 60 },
      { commodity: 'frozen_or_refrigerated', percentage: 40 },
    ],
    terminals: [{ street: '455 Industrial Park Dr', city: 'Macon', state: 'GA', zip: '31206', county: '' }],
    vehicles: [
      {
        vin: '1fujgldr3clbp8834 ',
        confirmedVin: '',
        year: 2019,
        make: 'Freightliner',
        model: 'Cascadia',
        value: 85000,
        classKey: '8',
        bodyType: 'tractor',
        apdTowing: true,
      },
      {
        vin: '3AKJHHDR5JSJK2211',
        confirmedVin: '',
        year: 2018,
        make: 'Freightliner',
        model: 'Cascadia 126',
        value: 72500.5,
        classKey: '8',
        bodyType: 'tractor',
        apdTowing: false,
      },
    ],
    trailers: [{ vin: '1UYVS2531KU123456', year: 2017, make: 'Utility', model: '4000D-X', value: 32000, bodyType: 'refrigeration_trailer' }],
    drivers: [
      {
        firstName: 'Dana',
        lastName: 'Whitfield',
        licenseState: 'GA',
        licenseNumber: '054123987',
        dateOfBirth: '1979-03-15',
        dateOfHire: '2019-06-01',
        yearsExperience: 18,
        accidents: null,
        violations: 1,
        suspensions: 0,
        eligibility: 'Covered',
        isOwner: true,
      },
      {
        firstName: 'Luis',
        lastName: 'Ortega',
        licenseState: 'AL',
        licenseNumber: 'a7731102',
        dateOfBirth: '1988-11-02',
        dateOfHire: '',
        yearsExperience: 9,
        accidents: 1,
        violations: 0,
        suspensions: 0,
        eligibility: 'Excluded',
        isOwner: false,
      },
    ],
    losses: [
      { ...NO_LOSSES, ALCount: 1, ALPaid: 12500.25 },
      { ...NO_LOSSES, APDCount: 2, APDPaid: 8000 },
    ],
    agencyType: 'wholesale',
    retailAgent: {
      agencyName: 'Magnolia Insurance Group',
      firstName: 'Renee',
      lastName: 'Booker',
      phone: '1-478-555-0190',
      email: 'renee@magnoliains.example',
      street: '300 Mulberry St',
      city: 'Macon',
      state: 'GA',
      zip: '31201',
    },
    limits: {
      trailerInterchange: true,
      trailerInterchangeLimit: 40000,
      towingStorageLimit: 10000,
      trucks: 2,
      trucksValue: 157500,
      trailers: 1,
      trailersValue: 32000,
      ALLimit: 1000000,
    },
  }
}

/** Valid VINs (check digits right) of twelve 2021 Kenworth tractors. */
const LONG_FLEET_VINS = [
  '1XKYD49X4MJ412800',
  '1XKYD49X6MJ412801',
  '1XKYD49X8MJ412802',
  '1XKYD49XXMJ412803',
  '1XKYD49X1MJ412804',
  '1XKYD49X3MJ412805',
  '1XKYD49X5MJ412806',
  '1XKYD49X7MJ412807',
  '1XKYD49X9MJ412808',
  '1XKYD49X0MJ412809',
  '1XKYD49X7MJ412810',
  '1XKYD49X9MJ412811',
]

/**
 * The answers with twelve vehicles: more than a row list shows in full (RowList's SUMMARIES_ABOVE),
 * so the vehicles step shows them as one-line summaries. `withoutMake` leaves that row's make empty.
 */
export function withLongFleet<Answers extends Pick<QuoteForm, 'vehicles'>>(answers: Answers, { withoutMake }: { withoutMake?: number } = {}): Answers {
  const vehicle = (vin: string, index: number) => ({
    vin,
    confirmedVin: '',
    year: 2021,
    make: index === withoutMake ? '' : 'Kenworth',
    model: 'T680',
    value: 120_000 + index * 1000,
    classKey: '8',
    bodyType: 'tractor',
    apdTowing: false,
  })
  return { ...answers, vehicles: LONG_FLEET_VINS.map(vehicle) }
}
