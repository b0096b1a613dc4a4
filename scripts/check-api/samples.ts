import type { AddDriverRequestInput, AddTrailerRequestInput } from '../../src/contract/submission-edits.ts'
import { texasFleetIndication, texasFleetQuote } from '../../sandbox/__tests__/quote-fixture.ts'

/**
 * Valid bodies for the calls the check sends: the sandbox tests' Texas fleet for a quote and an
 * indication (dated from today, so valid on any day), and one driver and one trailer.
 */

export const sampleQuote = () => texasFleetQuote(new Date())
export const sampleIndication = () => texasFleetIndication(new Date())

export const sampleDriver = (): AddDriverRequestInput => ({
  name_first: 'Check',
  name_last: 'Api',
  driver_license_state: 'TX',
  driver_license_number: 'CHECK-API-1',
  driver_date_of_birth: '1980-01-31',
  covered: 'Y',
  years_cdl_experience: 10,
})

/** A trailer whose serial is new each run: a transaction takes a VIN once. */
export const sampleTrailer = (): AddTrailerRequestInput => ({
  vehicle_id_number: `CHK${Date.now().toString(36).toUpperCase().padStart(10, '0')}`.slice(0, 17),
  year: 2020,
  body_type: 'dry_van_trailer',
  ownership: 'non-owned',
})
