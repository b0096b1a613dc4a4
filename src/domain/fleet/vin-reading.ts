import { decodeVin, makeAgrees } from '../schedules/vin-decode.ts'
import { POWER_UNIT_VIN_LENGTH, hasValidVinCheckDigit, normalizeVin } from '../../generic/vin.ts'

/** What a VIN tells of a unit's model year and make, each null when it cannot be told. */
export interface VinReading {
  vin: string
  year: number | null
  make: string | null
}

/**
 * A VIN read offline (src/domain/schedules/vin-decode.ts) for a vehicle box: only a full VIN whose check
 * digit matches is read, so a VIN still being typed or mistyped never fills or suggests anything.
 */
export function readVin(text: string, { today, lightVehicle }: { today: string; lightVehicle: boolean }): VinReading | null {
  const vin = normalizeVin(text)
  if (vin.length !== POWER_UNIT_VIN_LENGTH || !hasValidVinCheckDigit(vin)) return null
  const decoded = decodeVin(vin, { today, lightVehicle })
  const year = decoded.year && decoded.year.confidence !== 'low' ? decoded.year.value : null
  const make = decoded.make && decoded.make.confidence !== 'low' ? decoded.make.value : null
  return year === null && make === null ? null : { vin, year, make }
}

/** A year as typed: only four digits are a year to compare (while "20" is being typed it is not). */
const typedYear = (year: unknown): number | null => (typeof year === 'number' && year >= 1000 ? year : null)

/**
 * What the VIN says that the boxes do not: the year and make to suggest, or null when they agree or
 * are empty (an empty box is filled, not argued with). A make agrees when it names the maker or an
 * alias (`Navistar` for International), or begins its name (while it is being typed).
 */
export function vinDisagreement(reading: VinReading, year: unknown, make: string): { year: number | null; make: string | null } | null {
  const yearDiffers = reading.year !== null && typedYear(year) !== null && typedYear(year) !== reading.year
  const makeDiffers = reading.make !== null && make.trim() !== '' && !makeAgrees(make, reading.vin)
  return yearDiffers || makeDiffers ? { year: reading.year, make: reading.make } : null
}

/** The empty boxes a reading fills: year when it has none, make when it is blank. */
export function vinFills(reading: VinReading, year: unknown, make: string): { year?: number; make?: string } {
  return {
    ...(reading.year !== null && (year === null || year === undefined || year === '') ? { year: reading.year } : {}),
    ...(reading.make !== null && make.trim() === '' ? { make: reading.make } : {}),
  }
}
