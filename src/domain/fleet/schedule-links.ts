import { decodeVin, makeAgrees } from '../schedules/vin-decode.ts'
import { DRIVER_SCHEDULE } from '../schedules/driver-columns.ts'
import { TRAILER_SCHEDULE } from '../schedules/trailer-columns.ts'
import { UNIT_COLUMNS } from '../schedules/unit-columns.ts'
import { VEHICLE_SCHEDULE } from '../schedules/vehicle-columns.ts'
import { VEHICLE_UPDATE_SCHEDULE } from '../schedules/vehicle-update-columns.ts'
import type { Columns, ScheduleKind, ScheduleValues } from '../schedules/schedule-columns.ts'
import { LICENSE_KEY, VIN_KEY, type RowKey } from './duplicate-keys.ts'

/**
 * How the rows of a schedule (src/domain/schedules) become fleet form rows and back: the one place that
 * knows which column feeds which form field. A form row here holds every field any fleet form asks
 * (a quote's hire date, an added driver's months); each form keeps the fields it has (`fitTo`).
 */

type FormFields = Record<string, unknown>

export interface ScheduleLink<C extends Columns> {
  kind: ScheduleKind<C>
  /** The form field a column's cell fills: where a cell that could not be read has its problem. */
  fieldOf: Partial<Record<keyof C & string, string>>
  /** The columns a form field is read from, where it is more than its own (a driver's first name from a full name too): the first the sheet has names its problems. */
  sources?: Partial<Record<string, readonly (keyof C & string)[]>>
  /** What says two rows are the same unit or person (duplicate-keys.ts). */
  key: RowKey
  /** The form fields read from a row's values, and notes for the person (what the VIN decoding did). */
  toForm: (values: ScheduleValues<C>, today: string) => { fields: FormFields; notes: string[] }
  /** A form row as cell texts by column key, for a CSV export the importer reads back. */
  toScheduleRow: (row: FormFields) => Partial<Record<keyof C & string, string>>
}

const text = (value: unknown): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : typeof value === 'boolean' ? (value ? 'Y' : 'N') : String(value)

const LIGHT_CLASSES = new Set(['2a', '2b'])

/** Year and make from the VIN: filled in when the sheet left them empty, a note when they disagree. */
function decodeInto(fields: FormFields, today: string, lightVehicle: boolean): string[] {
  const vin = typeof fields.vin === 'string' ? fields.vin : ''
  if (!vin) return []
  const decoded = decodeVin(vin, { today, lightVehicle })
  const notes: string[] = []
  if (decoded.year && decoded.year.confidence !== 'low') {
    if (fields.year === undefined) {
      fields.year = decoded.year.value
      notes.push(`Year ${decoded.year.value} filled in from the VIN.`)
    } else if (fields.year !== decoded.year.value) {
      notes.push(`The VIN suggests model year ${decoded.year.value}, not ${String(fields.year)}: check the year.`)
    }
  }
  if (decoded.make && decoded.make.confidence !== 'low') {
    if (fields.make === undefined) {
      fields.make = decoded.make.value
      notes.push(`Make ${decoded.make.value} filled in from the VIN.`)
    } else if (!makeAgrees(String(fields.make), vin)) {
      notes.push(`The VIN suggests the make ${decoded.make.value}, not ${String(fields.make)}: check the make.`)
    }
  }
  return notes
}

const defined = (fields: FormFields): FormFields => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))

const numberOf = (value: string | undefined) => (value === undefined ? undefined : Number(value))

type UnitValues = ScheduleValues<typeof UNIT_COLUMNS>

/** What power units and trailers share, both ways. */
const unitFields = (values: UnitValues) => ({ vin: values.vin, year: values.year, make: values.make, model: values.model, value: numberOf(values.value) })
const unitScheduleRow = (row: FormFields) => ({
  vin: text(row.vin),
  year: text(row.year),
  make: text(row.make),
  model: text(row.model),
  value: text(row.value),
})

/** The form field of each power unit column that a quote and an update share. */
const POWER_UNIT_FIELDS = {
  vin: 'vin',
  year: 'year',
  make: 'make',
  model: 'model',
  value: 'value',
  classKey: 'classKey',
  bodyTypeKey: 'bodyType',
} as const

export const VEHICLE_LINK: ScheduleLink<typeof VEHICLE_SCHEDULE.columns> = {
  kind: VEHICLE_SCHEDULE,
  fieldOf: { ...POWER_UNIT_FIELDS, includeAPDTowing: 'apdTowing' },
  key: VIN_KEY,
  toForm(values, today) {
    const fields = defined({ ...unitFields(values), classKey: values.classKey, bodyType: values.bodyTypeKey, apdTowing: values.includeAPDTowing })
    return { fields, notes: decodeInto(fields, today, LIGHT_CLASSES.has(String(values.classKey))) }
  },
  toScheduleRow: (row) => ({ ...unitScheduleRow(row), classKey: text(row.classKey), bodyTypeKey: text(row.bodyType), includeAPDTowing: text(row.apdTowing) }),
}

export const TRAILER_LINK: ScheduleLink<typeof TRAILER_SCHEDULE.columns> = {
  kind: TRAILER_SCHEDULE,
  fieldOf: {
    vin: 'vin',
    year: 'year',
    make: 'make',
    model: 'model',
    value: 'value',
    bodyTypeKey: 'bodyType',
    ownership: 'ownership',
    deductible: 'deductible',
  },
  key: VIN_KEY,
  toForm(values, today) {
    const fields = defined({ ...unitFields(values), bodyType: values.bodyTypeKey, ownership: values.ownership, deductible: numberOf(values.deductible) })
    return { fields, notes: decodeInto(fields, today, false) }
  },
  toScheduleRow: (row) => ({ ...unitScheduleRow(row), bodyTypeKey: text(row.bodyType), ownership: text(row.ownership), deductible: text(row.deductible) }),
}

/**
 * A vehicle's id and its changed fields, as read: nothing is filled in from the VIN, since an update sends
 * only what the sheet changes (4.5).
 */
export const VEHICLE_UPDATE_LINK: ScheduleLink<typeof VEHICLE_UPDATE_SCHEDULE.columns> = {
  kind: VEHICLE_UPDATE_SCHEDULE,
  fieldOf: { vehicleId: 'vehicleId', ...POWER_UNIT_FIELDS, deductible: 'deductible' },
  // Two updates of one vehicle are two changes; one VIN set on two vehicles is refused by the service.
  key: VIN_KEY,
  toForm: (values) => ({
    fields: defined({
      vehicleId: values.vehicleId,
      ...unitFields(values),
      classKey: values.classKey,
      bodyType: values.bodyTypeKey,
      deductible: numberOf(values.deductible),
    }),
    notes: [],
  }),
  toScheduleRow: (row) => ({
    vehicleId: text(row.vehicleId),
    ...unitScheduleRow(row),
    classKey: text(row.classKey),
    bodyTypeKey: text(row.bodyType),
    deductible: text(row.deductible),
  }),
}

const MONTHS_PER_YEAR = 12

export const DRIVER_LINK: ScheduleLink<typeof DRIVER_SCHEDULE.columns> = {
  kind: DRIVER_SCHEDULE,
  fieldOf: {
    firstName: 'firstName',
    lastName: 'lastName',
    fullName: 'lastName',
    licenseState: 'licenseState',
    licenseNumber: 'licenseNumber',
    dateOfBirth: 'dateOfBirth',
    dateOfHire: 'dateOfHire',
    experience: 'yearsExperience',
    experienceMonths: 'monthsExperience',
    accidents: 'accidents',
    violations: 'violations',
    majorViolations: 'majorViolations',
    suspensions: 'suspensions',
    covered: 'eligibility',
    owner: 'isOwner',
  },
  sources: {
    firstName: ['firstName', 'fullName'],
    lastName: ['lastName', 'fullName'],
    yearsExperience: ['experience', 'experienceMonths'],
    monthsExperience: ['experienceMonths', 'experience'],
  },
  key: LICENSE_KEY,
  toForm: (values) => ({
    fields: defined({
      firstName: values.firstName,
      lastName: values.lastName,
      licenseState: values.licenseState,
      licenseNumber: values.licenseNumber,
      dateOfBirth: values.dateOfBirth,
      dateOfHire: values.dateOfHire,
      yearsExperience: values.experience === undefined ? undefined : Math.floor(values.experience / MONTHS_PER_YEAR),
      monthsExperience: values.experience === undefined ? undefined : values.experience % MONTHS_PER_YEAR,
      accidents: values.accidents,
      violations: values.violations,
      majorViolations: values.majorViolations,
      suspensions: values.suspensions,
      eligibility: values.covered === undefined ? undefined : values.covered ? 'Covered' : 'Excluded',
      isOwner: values.owner,
    }),
    notes: [],
  }),
  toScheduleRow: (row) => ({
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    licenseState: text(row.licenseState),
    licenseNumber: text(row.licenseNumber),
    dateOfBirth: text(row.dateOfBirth),
    dateOfHire: text(row.dateOfHire),
    experience: text(row.yearsExperience),
    experienceMonths: row.monthsExperience ? text(row.monthsExperience) : undefined,
    accidents: text(row.accidents),
    violations: text(row.violations),
    majorViolations: text(row.majorViolations),
    suspensions: text(row.suspensions),
    covered: text(row.eligibility),
    owner: text(row.isOwner),
  }),
}

/** A row read from a schedule, with only the fields this form has, the rest as the empty form has them. */
export function fitTo<Form extends object>(empty: Form, fields: FormFields): Form {
  return { ...empty, ...Object.fromEntries(Object.entries(fields).filter(([key]) => key in empty)) }
}
