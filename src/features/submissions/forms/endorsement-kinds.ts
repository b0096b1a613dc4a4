import type { ScheduleName } from '@/components/schedule-import/schedules'
import type { ImportForm } from '@/domain/fleet/import-preview'
import type { SubmissionChange } from '../workspace-records'
import { addDriverFieldOf, describeAddedDriver, DRIVER_IMPORT, toAddDriverRequest, type AddedDriver } from './add-driver'
import { addTrailerFieldOf, describeAddedTrailer, toAddTrailerRequest, TRAILER_IMPORT, type AddedTrailer } from './add-trailer'
import { describeVehicleUpdate, toVehicleUpdate, updateVehicleFieldOf, VEHICLE_UPDATE_IMPORT, type VehicleUpdateRow } from './update-vehicle'

/** What a kind of run does to a row, in the words of its outcome: "added" and the new id, or "updated" and the vehicle id. */
export interface RunWords {
  done: 'added' | 'updated'
  id: 'new id' | 'vehicle id'
}

/** What a batch from a spreadsheet does to a transaction, one row per request. */
export type EndorsementKind = 'drivers' | 'trailers' | 'vehicle-updates'

export interface EndorsementKindOf<Row extends object> {
  schedule: ScheduleName
  /** The rows in the page's words, plural and singular. */
  noun: string
  one: string
  target: ImportForm<Row>
  /** The request body of one row (section 2.3, 2.5 or 2.4). */
  toBody: (row: Row) => Record<string, unknown>
  /** The record the row changes (a vehicle's id, in the path), for a kind that changes one. */
  recordIdOf?: (row: Row) => number
  /** The form field of the row that a 422's wire path names (`name_first` → `firstName`), or null. */
  fieldOf: (wirePath: string) => string | null
  describe: (row: Row) => string
  change: SubmissionChange['kind']
  words: RunWords
}

const ADDED: RunWords = { done: 'added', id: 'new id' }

const fieldAfter = (prefix: string) => (path: string | null) => (path?.startsWith(prefix) ? path.slice(prefix.length) : null)

const DRIVERS: EndorsementKindOf<AddedDriver> = {
  schedule: 'drivers',
  noun: 'drivers',
  one: 'driver',
  target: { ...DRIVER_IMPORT, refusesEmpty: true },
  toBody: (driver) => ({ ...toAddDriverRequest({ driver }) }),
  fieldOf: (wirePath) => fieldAfter('driver.')(addDriverFieldOf(wirePath)),
  describe: describeAddedDriver,
  change: 'driver-added',
  words: ADDED,
}

const TRAILERS: EndorsementKindOf<AddedTrailer> = {
  schedule: 'trailers',
  noun: 'trailers',
  one: 'trailer',
  target: { ...TRAILER_IMPORT, refusesEmpty: true },
  toBody: (trailer) => ({ ...toAddTrailerRequest({ trailer }) }),
  fieldOf: (wirePath) => fieldAfter('trailer.')(addTrailerFieldOf(wirePath)),
  describe: describeAddedTrailer,
  change: 'trailer-added',
  words: ADDED,
}

const VEHICLE_UPDATES: EndorsementKindOf<VehicleUpdateRow> = {
  schedule: 'vehicle-updates',
  noun: 'vehicle updates',
  one: 'vehicle update',
  target: VEHICLE_UPDATE_IMPORT,
  toBody: (row) => ({ ...toVehicleUpdate(row).body }),
  recordIdOf: (row) => toVehicleUpdate(row).vehicleId,
  fieldOf: (wirePath) => fieldAfter('vehicle.')(updateVehicleFieldOf(wirePath)),
  describe: describeVehicleUpdate,
  change: 'vehicle-updated',
  words: { done: 'updated', id: 'vehicle id' },
}

export const ENDORSEMENT_KINDS: Record<EndorsementKind, EndorsementKindOf<object>> = {
  drivers: DRIVERS as unknown as EndorsementKindOf<object>,
  trailers: TRAILERS as unknown as EndorsementKindOf<object>,
  'vehicle-updates': VEHICLE_UPDATES as unknown as EndorsementKindOf<object>,
}
