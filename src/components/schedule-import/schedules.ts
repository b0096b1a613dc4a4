import { TRAILER_BODY_TYPES, TRAILER_OWNERSHIPS, VEHICLE_BODY_TYPES } from '@/contract/quote-enums'
import { DRIVER_LINK, TRAILER_LINK, VEHICLE_LINK, VEHICLE_UPDATE_LINK, type ScheduleLink } from '@/domain/fleet/schedule-links'
import type { Columns } from '@/domain/schedules/schedule-columns'
import { formatCalendarDate } from '@/generic/format'
import { dollarsOf } from '@/generic/number-input'
import { countOf } from '@/generic/text'

/** The schedules a page can import and export. The import and export code loads only when used. */
export type ScheduleName = 'vehicles' | 'trailers' | 'drivers' | 'vehicle-updates'

export interface Schedule {
  link: ScheduleLink<Columns>
  /** A row in words, every column that is sent with it, for the preview table. */
  describe: (row: Record<string, unknown>) => string
}

const words = (...parts: unknown[]) => parts.filter((part) => part !== undefined && part !== null && part !== '').join(' ')
const labelOf = (options: readonly (readonly [string, string])[], key: unknown) => options.find(([option]) => option === key)?.[1]
const given = (value: unknown): value is string | number => value !== undefined && value !== null && value !== ''
/** An amount read from the sheet, as money: "$124,000". */
const money = (value: unknown) => (typeof value === 'number' ? dollarsOf(value) : undefined)
/** A count read from the sheet, with its noun: "1 accident", "0 violations". */
const counted = (value: unknown, noun: string) => (typeof value === 'number' ? countOf(value, noun) : undefined)

/**
 * A unit and what it was read as, every column that goes with it (issue 39: a value column matched
 * wrongly showed only after "Add"): "1FU… 2019 Freightliner Cascadia · $85,000 · Class 8 · Tractor".
 */
const unitWords = (row: Record<string, unknown>, ...read: unknown[]) =>
  [words(row.vin, row.year, row.make, row.model), money(row.value), ...read].filter(Boolean).join(' · ')

const deductibleWords = (row: Record<string, unknown>) => (typeof row.deductible === 'number' ? `deductible ${dollarsOf(row.deductible)}` : undefined)

/** "12 years and 6 months of CDL experience"; the months only when the sheet gave them. */
function experienceWords(row: Record<string, unknown>): string | undefined {
  if (typeof row.yearsExperience !== 'number') return undefined
  const months = typeof row.monthsExperience === 'number' && row.monthsExperience > 0 ? ` and ${countOf(row.monthsExperience, 'months')}` : ''
  return `${countOf(row.yearsExperience, 'years')}${months} of CDL experience`
}

const dayWords = (prefix: string, day: unknown) => (typeof day === 'string' && day !== '' ? `${prefix} ${formatCalendarDate(day)}` : undefined)

export const SCHEDULES: Record<ScheduleName, Schedule> = {
  vehicles: {
    link: VEHICLE_LINK as unknown as ScheduleLink<Columns>,
    describe: (row) =>
      unitWords(row, given(row.classKey) && `Class ${String(row.classKey)}`, labelOf(VEHICLE_BODY_TYPES, row.bodyType), row.apdTowing === true && 'APD towing'),
  },
  'vehicle-updates': {
    link: VEHICLE_UPDATE_LINK as unknown as ScheduleLink<Columns>,
    describe: (row) =>
      [
        row.vehicleId !== undefined && row.vehicleId !== null && `Vehicle ${String(row.vehicleId)}`,
        unitWords(row, given(row.classKey) && `Class ${String(row.classKey)}`, labelOf(VEHICLE_BODY_TYPES, row.bodyType), deductibleWords(row)),
      ]
        .filter(Boolean)
        .join(': '),
  },
  trailers: {
    link: TRAILER_LINK as unknown as ScheduleLink<Columns>,
    describe: (row) => unitWords(row, labelOf(TRAILER_BODY_TYPES, row.bodyType), labelOf(TRAILER_OWNERSHIPS, row.ownership), deductibleWords(row)),
  },
  drivers: {
    link: DRIVER_LINK as unknown as ScheduleLink<Columns>,
    describe: (row) =>
      [
        words(row.firstName, row.lastName, row.licenseState, row.licenseNumber, dayWords('born', row.dateOfBirth)),
        dayWords('hired', row.dateOfHire),
        experienceWords(row),
        counted(row.accidents, 'accidents'),
        counted(row.violations, 'violations'),
        counted(row.majorViolations, 'major violations'),
        counted(row.suspensions, 'suspensions'),
        row.eligibility,
        row.isOwner === true && 'owner',
      ]
        .filter(Boolean)
        .join(' · '),
  },
}
