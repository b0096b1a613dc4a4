import { TRAILER_BODY_TYPES, VEHICLE_BODY_TYPES } from '@/contract/quote-enums'
import { DRIVER_LINK, TRAILER_LINK, VEHICLE_LINK, VEHICLE_UPDATE_LINK, type ScheduleLink } from '@/domain/fleet/schedule-links'
import type { Columns } from '@/domain/schedules/schedule-columns'
import { formatCalendarDate } from '@/generic/format'

/** The schedules a page can import and export. The import and export code loads only when used. */
export type ScheduleName = 'vehicles' | 'trailers' | 'drivers' | 'vehicle-updates'

export interface Schedule {
  link: ScheduleLink<Columns>
  /** A row in a few words, for the preview table. */
  describe: (row: Record<string, unknown>) => string
}

const words = (...parts: unknown[]) => parts.filter((part) => part !== undefined && part !== null && part !== '').join(' ')
const labelOf = (options: readonly (readonly [string, string])[], key: unknown) => options.find(([option]) => option === key)?.[1]
/** A unit and what it was read as: "1FU… 2019 Freightliner Cascadia · Class 8 · Tractor". */
const unitWords = (row: Record<string, unknown>, ...read: unknown[]) => [words(row.vin, row.year, row.make, row.model), ...read].filter(Boolean).join(' · ')

export const SCHEDULES: Record<ScheduleName, Schedule> = {
  vehicles: {
    link: VEHICLE_LINK as unknown as ScheduleLink<Columns>,
    describe: (row) => unitWords(row, row.classKey && `Class ${String(row.classKey)}`, labelOf(VEHICLE_BODY_TYPES, row.bodyType)),
  },
  'vehicle-updates': {
    link: VEHICLE_UPDATE_LINK as unknown as ScheduleLink<Columns>,
    describe: (row) =>
      [
        row.vehicleId !== undefined && row.vehicleId !== null && `Vehicle ${String(row.vehicleId)}`,
        unitWords(row, row.classKey && `Class ${String(row.classKey)}`, labelOf(VEHICLE_BODY_TYPES, row.bodyType)),
        row.deductible !== undefined && row.deductible !== null && `deductible ${String(row.deductible)}`,
      ]
        .filter(Boolean)
        .join(': '),
  },
  trailers: { link: TRAILER_LINK as unknown as ScheduleLink<Columns>, describe: (row) => unitWords(row, labelOf(TRAILER_BODY_TYPES, row.bodyType)) },
  drivers: {
    link: DRIVER_LINK as unknown as ScheduleLink<Columns>,
    describe: (row) =>
      words(
        row.firstName,
        row.lastName,
        row.licenseState,
        row.licenseNumber,
        typeof row.dateOfBirth === 'string' && row.dateOfBirth !== '' ? `born ${formatCalendarDate(row.dateOfBirth)}` : '',
      ),
  },
}
