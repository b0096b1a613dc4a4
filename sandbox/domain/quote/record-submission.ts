import { addDays, isRealIsoDate, usDateToIso } from '../../../src/generic/dates.ts'
import type { Sandbox } from '../../sandbox.ts'
import { allocateId } from '../../store/ids.ts'
import { addSubmission } from '../../store/submissions.ts'
import type { Account, Driver, Submission, Trailer, Vehicle } from '../../store/types.ts'
import type { RatedCoverage } from '../rating/rate-coverages.ts'
import { APD_DEDUCTIBLE } from '../rating/tables.ts'
import { effectiveIsoDate, type ValidQuoteRequest } from './request.ts'

/** A one-year term: the same day next year (a term starting on 29 February ends on 1 March). */
function oneYearLater(isoDate: string): string {
  const nextYear = Number(isoDate.slice(0, 4)) + 1
  const sameDay = `${nextYear}${isoDate.slice(4)}`
  return isRealIsoDate(sameDay) ? sameDay : addDays(`${nextYear}-02-28`, 1)
}

function scheduledVehicles(sandbox: Sandbox, { request }: ValidQuoteRequest): Vehicle[] {
  return request.vehicles.map((vehicle) => ({
    vehicleId: allocateId(sandbox.store, 'vehicle'),
    vehicle_id_number: vehicle.vin,
    year: Number(vehicle.year),
    make: vehicle.make,
    model: vehicle.model,
    class: vehicle.classKey,
    value: Number(vehicle.value),
    body_type: vehicle.bodyTypeKey,
    deductible: APD_DEDUCTIBLE,
  }))
}

/** The quote's drivers as section 2.3 records, so edits and later checks see one kind of driver. */
function scheduledDrivers(sandbox: Sandbox, { request }: ValidQuoteRequest): Driver[] {
  return request.drivers.map((driver) => ({
    driverId: allocateId(sandbox.store, 'driver'),
    name_first: driver.firstName,
    name_last: driver.lastName,
    driver_license_state: driver.licenseState,
    driver_license_number: driver.licenseNumber,
    driver_date_of_birth: usDateToIso(driver.dateOfBirth) ?? driver.dateOfBirth,
    covered: driver.eligibility === 'Covered' ? 'Y' : 'N',
    years_cdl_experience: Number(driver.yearsExperience),
    accidents_total: Number(driver.accidents_total),
    suspensions_total: Number(driver.suspensions_total),
    violations_total: Number(driver.violations_total),
  }))
}

/** The quote's trailers as section 2.5 records; a quote does not say who owns them. */
function scheduledTrailers(sandbox: Sandbox, { request }: ValidQuoteRequest): Trailer[] {
  return request.trailers.map((trailer) => ({
    trailerId: allocateId(sandbox.store, 'trailer'),
    vehicle_id_number: trailer.vin,
    year: Number(trailer.year),
    make: trailer.make,
    model: trailer.model,
    value: Number(trailer.value),
    body_type: trailer.bodyTypeKey,
  }))
}

/**
 * A new submission owned by the account's agency, numbered `<agency prefix>-<next number>`
 * (BR-30001), with transaction 1 in status Quoted or Indication and the priced request kept on it.
 */
export function recordSubmission(sandbox: Sandbox, account: Account, valid: ValidQuoteRequest, coverages: RatedCoverage[]): Submission {
  const { store } = sandbox
  const number = `${account.submissionPrefix}-${allocateId(store, 'submission')}`
  const status = valid.mode === 'quote' ? 'Quoted' : 'Indication'
  const effectiveDate = effectiveIsoDate(valid.request)
  const submission: Submission = {
    displayId: number,
    submissionNumber: number,
    companyId: account.companyId,
    status,
    garageState: valid.request.garageAddress.garageState,
    effectiveDate,
    expirationDate: oneYearLater(effectiveDate),
    transactions: [
      {
        transactionId: 1,
        kind: 'new_business',
        status,
        vehicles: scheduledVehicles(sandbox, valid),
        drivers: scheduledDrivers(sandbox, valid),
        trailers: scheduledTrailers(sandbox, valid),
      },
    ],
    priced: { ...valid, coverages, pricedAt: sandbox.clock.now().toISOString() },
  }
  addSubmission(store, submission)
  return submission
}
