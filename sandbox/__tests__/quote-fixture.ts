import type { IndicationRequestInput, QuoteRequestInput } from '../../src/contract/quote.ts'
import { addDays, isoToUsDate, toIsoDate } from '../../src/generic/dates.ts'

/** The request with its defaulted lists present, so tests can change them without checks. */
type WithLists<Request extends QuoteRequestInput> = Request &
  Required<Pick<Request, 'commoditiesRefrigeration' | 'terminals' | 'vehicles' | 'trailers' | 'drivers' | 'losses'>>

/**
 * A realistic quote for a small Texas fleet: Lone Star Freight LLC of Dallas, three Class 8 tractors,
 * a dry van and a reefer trailer, three drivers, two years of losses and a general-freight mix with
 * some refrigerated loads. Tests derive their variants from it.
 */
export function texasFleetQuote(now: Date): WithLists<QuoteRequestInput> {
  const today = toIsoDate(now)
  return {
    insuredInformation: {
      legalName: 'Lone Star Freight LLC',
      dbaName: 'Lone Star Express',
      dotNumber: '3124587',
      ownerName: 'Maria Delgado',
      email: 'dispatch@lonestarfreight.example',
      yearsInBusiness: '7',
      monthsInBusiness: '4',
      insuranceContactFirstName: 'Maria',
      insuranceContactLastName: 'Delgado',
      insuranceContactPhone: '2145550147',
      insuranceContactEmail: 'maria@lonestarfreight.example',
    },
    garageAddress: {
      garageStreet: '4100 Singleton Blvd',
      garageCity: 'Dallas',
      garageState: 'TX',
      garageZip: '75212',
      garageCounty: 'Dallas',
      garageCountry: 'US',
    },
    mailingAddress: {
      mailingStreet: 'PO Box 226310',
      mailingCity: 'Dallas',
      mailingState: 'TX',
      mailingZip: '75222',
      mailingCounty: 'Dallas',
      mailingCountry: 'US',
    },
    coverage: {
      requestAl: 'Y',
      optAlPip: 'Y',
      optAlUm: 'N',
      requestApd: 'Y',
      requestMtc: 'Y',
      requestTgl: 'N',
      requestNtl: 'N',
      brokerFeeAL: 350,
      brokerFeeAPD: 150,
      brokerFeeMTC: 100,
      effectiveDate: isoToUsDate(addDays(today, 14)),
    },
    operations: {
      opsLocal: 'N',
      opsIntermediate: 'Y',
      opsLongHaul: 'Y',
      opsIntermodalPort: 'N',
      opsDumpTruckOther: 'N',
      opsDumpTruckSandGravel: 'N',
      opsEndDumper: 'N',
      opsLogging: 'N',
      opsRefrigirated: 'Y',
      opsHotShot: 'N',
      opsOversizedOvernight: 'N',
      opsAutomobileHauler: 'N',
      opsTowingRep: 'N',
      opsHouseholdGoods: 'N',
      opsTanker: 'N',
      ineligibleOperations: 'N',
      filingsAlFederal: 'Y',
      filingsAlState: 'N',
      priorInsuranceCancelledNonrenewed: 'N',
    },
    radius: { radius0_50: '20', radius51_200: '50', radius201_500: '30', radius501: '0' },
    commoditiesRefrigeration: 'Y',
    commodities: [
      { commodityKey: 'general_merchandise', commodityPercentage: '55' },
      { commodityKey: 'frozen_or_refrigerated', commodityPercentage: '30' },
      { commodityKey: 'beverages', commodityPercentage: '15' },
    ],
    terminals: [
      { terminalStreet: '4100 Singleton Blvd', terminalCity: 'Dallas', terminalState: 'TX', terminalZip: '75212', terminalCounty: 'Dallas' },
    ],
    vehicles: [
      { vin: '3AKJHHDR3KSJA1001', includeAPDTowing: 'Y', year: '2019', make: 'Freightliner', model: 'Cascadia 126', value: '78000', classKey: '8', bodyTypeKey: 'tractor' },
      { vin: '1XKYD49X9MJ412873', includeAPDTowing: 'Y', year: '2021', make: 'Kenworth', model: 'T680', value: '124000', classKey: '8', bodyTypeKey: 'tractor' },
      { vin: '4V4NC9EH2LN229145', includeAPDTowing: 'N', year: '2020', make: 'Volvo', model: 'VNL 760', value: '96500', classKey: '8', bodyTypeKey: 'tractor' },
    ],
    trailers: [
      { vin: '1JJV532DXNL310582', year: '2022', make: 'Wabash', model: 'DuraPlate 53', value: '42000', bodyTypeKey: 'dry_van_trailer' },
      { vin: '1UYVS2535MM907731', year: '2021', make: 'Utility', model: '3000R', value: '61000', bodyTypeKey: 'refrigeration_trailer' },
    ],
    drivers: [
      {
        firstName: 'Maria', lastName: 'Delgado', licenseState: 'TX', licenseNumber: '24819375', dateOfBirth: '03/14/1979',
        dateOfHire: '06/01/2018', yearsExperience: '19', accidents_total: '0', violations_total: '1', suspensions_total: '0',
        eligibility: 'Covered', isOwner: true,
      },
      {
        firstName: 'James', lastName: 'Whitfield', licenseState: 'TX', licenseNumber: '31027744', dateOfBirth: '11/02/1986',
        dateOfHire: '02/15/2020', yearsExperience: '11', accidents_total: '1', violations_total: '0', suspensions_total: '0',
        eligibility: 'Covered', isOwner: false,
      },
      {
        firstName: 'Luis', lastName: 'Ortega', licenseState: 'OK', licenseNumber: 'D08841226', dateOfBirth: '07/22/1995',
        dateOfHire: '09/12/2022', yearsExperience: '4', accidents_total: '0', violations_total: '0', suspensions_total: '0',
        eligibility: 'Covered', isOwner: false,
      },
    ],
    losses: {
      '0': {
        lossAlCount: '1', lossAlPaid: '18250', lossApdCount: '1', lossApdPaid: '6400', lossMtcCount: '0', lossMtcPaid: '0',
        lossTglCount: '0', lossTglPaid: '0', lossNtlCount: '0', lossNtlPaid: '0',
      },
      '1': {
        lossAlCount: '0', lossAlPaid: '0', lossApdCount: '0', lossApdPaid: '0', lossMtcCount: '1', lossMtcPaid: '3200',
        lossTglCount: '0', lossTglPaid: '0', lossNtlCount: '0', lossNtlPaid: '0',
      },
    },
  }
}

/** The same fleet asked for an indication: counts and values in `limits`, a shipping address for the dashcams. */
export function texasFleetIndication(now: Date): WithLists<IndicationRequestInput> {
  return {
    ...texasFleetQuote(now),
    limits: {
      trailerInterchange: 'Y',
      trailerInterchangeLimit: '30000',
      limitTowingStorage: '7500',
      nbrOfTrucks: '3',
      valueOfTrucks: '298500',
      nbrOfTrailers: '2',
      valueOfTrailers: '103000',
      limitAutoLiability: '1000000',
    },
    shippingAddress: {
      shippingStreet: '4100 Singleton Blvd',
      shippingCity: 'Dallas',
      shippingState: 'TX',
      shippingZip: '75212',
      shippingCounty: 'Dallas',
      shippingCountry: 'US',
    },
  }
}
