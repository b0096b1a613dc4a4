import type { AddDriverRequestInput, AddTrailerRequestInput } from '../../src/contract/submission-edits.ts'
import { AGENT, frozenClock, startSandbox } from './harness.ts'
import { NOW } from './quote-session.ts'

/** Blue Ridge's open Quoted submission and its vehicle (sandbox-fixtures.md). */
export const OPEN_QUOTE = '/v1/submission/BR-10002/1'
export const OPEN_VEHICLE = `${OPEN_QUOTE}/vehicle/7004`

export const validDriver = (): AddDriverRequestInput => ({
  name_first: 'Maria',
  name_last: 'Lopez',
  driver_license_state: 'TN',
  driver_license_number: '123456789',
  driver_date_of_birth: '1985-06-15',
  covered: 'Y',
  years_cdl_experience: 12,
  months_cdl_experience: 4,
  accidents_total: 0,
  suspensions_total: 0,
  violations_total: 1,
  major_violations_total: 0,
})

export const validTrailer = (): AddTrailerRequestInput => ({
  vehicle_id_number: '1GRAA0621KB123456',
  year: 2019,
  make: 'Great Dane',
  model: 'Champion',
  value: 42000,
  body_type: 'dry_van_trailer',
  ownership: 'owned',
  deductible: 1000,
})

/**
 * A sandbox seeded on the tests' fixed day (so BR-10002 takes effect on 2027-03-24 and ages land on
 * their edges), one signed-in account, and the three edit calls.
 */
export async function editSession(username = AGENT) {
  const started = startSandbox({ clock: frozenClock(NOW) })
  const { AccessToken } = await started.signIn(username)
  const as = (method: string, path: string, body?: unknown) => started.callAs(AccessToken, method, path, body)
  return {
    ...started,
    token: AccessToken,
    as,
    addDriver: (body: unknown, transaction = OPEN_QUOTE) => as('POST', `${transaction}/driver`, body),
    addTrailer: (body: unknown, transaction = OPEN_QUOTE) => as('POST', `${transaction}/trailer`, body),
    updateVehicle: (body: unknown, vehicle = OPEN_VEHICLE) => as('PUT', vehicle, body),
    transaction: (displayId = 'BR-10002', transactionId = 1) =>
      started.sandbox.store.submissions.get(displayId)!.transactions.find((candidate) => candidate.transactionId === transactionId)!,
  }
}
