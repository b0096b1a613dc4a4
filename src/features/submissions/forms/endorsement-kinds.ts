import type { ScheduleName } from '@/components/schedule-import/schedules'
import type { ImportForm } from '@/domain/fleet/import-preview'
import { LICENSE_KEY, VIN_KEY, type RowKey } from '@/domain/fleet/duplicate-keys'
import type { SubmissionChange } from '../workspace-records'
import { DRIVER_ADDITION } from './add-driver'
import { TRAILER_ADDITION } from './add-trailer'
import type { FleetAddition, FleetNoun } from './fleet-addition'
import { describeVehicleUpdate, toVehicleUpdate, updateVehicleFieldOf, VEHICLE_UPDATE_IMPORT, type VehicleUpdateRow } from './update-vehicle'

/** What a kind of run does to a row, in the words of its outcome: "added" and the new id, or "updated" and the vehicle id. */
export interface RunWords {
  done: 'added' | 'updated'
  id: 'new id' | 'vehicle id'
}

/** What a batch from a spreadsheet does to a transaction, one row per request. */
export type EndorsementKind = 'drivers' | 'trailers' | 'vehicle-updates'

/** What makes two rows of one run the same record: a driver's license, a unit's VIN. */
export interface RepeatKey {
  /** Its name in a sentence: "license", "VIN". */
  name: string
  /** The key as the person reads it ("TN D0000001"); rows with the same one are the same record. */
  of: (body: Record<string, unknown>) => string | null
  /** Why a row with a key already on an earlier row is not sent by itself. */
  why: string
}

export interface RowRequestOf {
  body: Record<string, unknown>
  recordId?: number
  described: string
}

export interface EndorsementKindOf<Row extends object> {
  schedule: ScheduleName
  /** The rows in the page's words, plural and singular. */
  noun: string
  one: string
  target: ImportForm<Row>
  /**
   * What one row sends, read once: its request body (section 2.3, 2.5 or 2.4), the record it changes (a
   * vehicle's id, in the path) for a kind that changes one, and the row in words.
   */
  toRequest: (row: Row) => RowRequestOf
  /** The form field of the row that a 422's wire path names (`name_first` → `firstName`), or null. */
  fieldOf: (wirePath: string) => string | null
  change: SubmissionChange['kind']
  words: RunWords
  repeat: RepeatKey
}

const ADDED: RunWords = { done: 'added', id: 'new id' }

/** A row's key read from its request body as the preview reads it from the form (`duplicate-keys.ts`): the same key, compared alike. */
const keyFrom = (rowKey: RowKey, formOf: (body: Record<string, unknown>) => object, why: string): RepeatKey => ({
  name: rowKey.name,
  of: (body) => rowKey.of(formOf(body) as Record<string, unknown>),
  why,
})

const BY_VIN = (why: string) => keyFrom(VIN_KEY, (body) => ({ vin: body.vehicle_id_number }), why)

const fieldAfter = (prefix: string) => (path: string | null) => (path?.startsWith(prefix) ? path.slice(prefix.length) : null)

/** A run that adds a driver or a trailer per row, as its page adds one. */
function addedPerRow<Noun extends FleetNoun, Row extends object>(
  addition: FleetAddition<Noun, Row, Record<string, unknown>>,
  repeat: RepeatKey,
): EndorsementKindOf<Row> {
  const { noun } = addition
  return {
    schedule: `${noun}s`,
    noun: `${noun}s`,
    one: noun,
    target: { ...addition.rowImport, refusesEmpty: true },
    toRequest: (row) => ({ body: addition.rowRequest(row), described: addition.describe(row) }),
    fieldOf: addition.rowFieldOf,
    change: `${noun}-added`,
    words: ADDED,
    repeat,
  }
}

const DRIVERS = addedPerRow(
  DRIVER_ADDITION,
  keyFrom(
    LICENSE_KEY,
    (body) => ({ licenseNumber: body.driver_license_number, licenseState: body.driver_license_state }),
    'Not sent, so the driver is not added twice.',
  ),
)

const TRAILERS = addedPerRow(TRAILER_ADDITION, BY_VIN('Not sent, so the trailer is not added twice.'))

const VEHICLE_UPDATES: EndorsementKindOf<VehicleUpdateRow> = {
  schedule: 'vehicle-updates',
  noun: 'vehicle updates',
  one: 'vehicle update',
  target: VEHICLE_UPDATE_IMPORT,
  toRequest: (row) => {
    const update = toVehicleUpdate(row)
    return { body: update.body, recordId: update.vehicleId, described: describeVehicleUpdate(update) }
  },
  fieldOf: (wirePath) => fieldAfter('vehicle.')(updateVehicleFieldOf(wirePath)),
  change: 'vehicle-updated',
  words: { done: 'updated', id: 'vehicle id' },
  repeat: BY_VIN('Not sent: a VIN belongs to one vehicle.'),
}

export const ENDORSEMENT_KINDS: Record<EndorsementKind, EndorsementKindOf<object>> = {
  drivers: DRIVERS as unknown as EndorsementKindOf<object>,
  trailers: TRAILERS as unknown as EndorsementKindOf<object>,
  'vehicle-updates': VEHICLE_UPDATES as unknown as EndorsementKindOf<object>,
}
