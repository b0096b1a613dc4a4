import type { ScheduleName } from '@/components/schedule-import/schedules'
import type { ImportForm } from '@/domain/fleet/import-preview'
import type { SubmissionChange } from '../workspace-records'
import { addDriverFieldOf, describeAddedDriver, DRIVER_IMPORT, toAddDriverRequest, type AddedDriver } from './add-driver'
import { addTrailerFieldOf, describeAddedTrailer, toAddTrailerRequest, TRAILER_IMPORT, type AddedTrailer } from './add-trailer'

/** What a batch from a spreadsheet does to a transaction, one row per request. */
export type EndorsementKind = 'drivers' | 'trailers'

export interface EndorsementKindOf<Row extends object> {
  schedule: ScheduleName
  /** The rows in the page's words, plural and singular. */
  noun: string
  one: string
  target: ImportForm<Row>
  /** The request body of one row (section 2.3 or 2.5). */
  toBody: (row: Row) => Record<string, unknown>
  /** The form field of the row that a 422's wire path names (`name_first` → `firstName`), or null. */
  fieldOf: (wirePath: string) => string | null
  describe: (row: Row) => string
  change: SubmissionChange['kind']
}

const fieldAfter = (prefix: string) => (path: string | null) => (path?.startsWith(prefix) ? path.slice(prefix.length) : null)

const DRIVERS: EndorsementKindOf<AddedDriver> = {
  schedule: 'drivers',
  noun: 'drivers',
  one: 'driver',
  target: DRIVER_IMPORT,
  toBody: (driver) => ({ ...toAddDriverRequest({ driver }) }),
  fieldOf: (wirePath) => fieldAfter('driver.')(addDriverFieldOf(wirePath)),
  describe: describeAddedDriver,
  change: 'driver-added',
}

const TRAILERS: EndorsementKindOf<AddedTrailer> = {
  schedule: 'trailers',
  noun: 'trailers',
  one: 'trailer',
  target: TRAILER_IMPORT,
  toBody: (trailer) => ({ ...toAddTrailerRequest({ trailer }) }),
  fieldOf: (wirePath) => fieldAfter('trailer.')(addTrailerFieldOf(wirePath)),
  describe: describeAddedTrailer,
  change: 'trailer-added',
}

export const ENDORSEMENT_KINDS: Record<EndorsementKind, EndorsementKindOf<object>> = {
  drivers: DRIVERS as unknown as EndorsementKindOf<object>,
  trailers: TRAILERS as unknown as EndorsementKindOf<object>,
}
