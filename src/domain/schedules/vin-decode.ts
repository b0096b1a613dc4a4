import { withArticle } from '../../generic/article.ts'
import { hasValidVinCheckDigit, POWER_UNIT_VIN_LENGTH } from '../../generic/vin.ts'
import { normalizeName } from './names.ts'
import { vinModelYear } from './vin-model-year.ts'
import { WMI_TABLE, type WmiEntry } from './wmi-table.ts'

/**
 * A VIN decoded offline: the model year from position 10 and the make from the manufacturer identifier.
 * Each comes with a confidence and the reason in words, for the portal to fill an empty field (high
 * confidence) or suggest when what was typed disagrees.
 */

export type Confidence = 'high' | 'medium' | 'low'

export interface DecodedField<Value> {
  value: Value
  confidence: Confidence
  reason: string
}

export interface DecodedVin {
  year: DecodedField<number> | null
  make: DecodedField<string> | null
}

export interface DecodeOptions {
  /** Today, `YYYY-MM-DD`: no model year after next year. */
  today: string
  /** A vehicle of 10,000 lb GVWR or less (class 2a or 2b): position 7 then tells the 30-year cycle. */
  lightVehicle?: boolean
}

const BY_PREFIX = new Map(WMI_TABLE.map((entry) => [entry.prefix, entry]))
const PREFIX_LENGTHS = [...new Set(WMI_TABLE.map((entry) => entry.prefix.length))].sort((a, b) => b - a)

/** The table's entry for a VIN: the longest prefix that matches. */
export function wmiEntry(vin: string): WmiEntry | undefined {
  for (const length of PREFIX_LENGTHS) {
    const entry = BY_PREFIX.get(vin.slice(0, length))
    if (entry) return entry
  }
  return undefined
}

function decodeYear(vin: string, { today, lightVehicle = false }: DecodeOptions, checkDigitOk: boolean): DecodedField<number> | null {
  const reading = vinModelYear(vin, today, lightVehicle)
  if ('problem' in reading) return null
  const mistyped = checkDigitOk ? '' : ' The check digit does not match, so the VIN may be mistyped.'
  const cycle =
    reading.rule === 'position-7'
      ? `position 7 is ${withArticle(/\d/.test(vin[6] ?? '') ? 'digit' : 'letter')}, which for a vehicle of 10,000 lb or less dates it to ${reading.year < 2010 ? '1980–2009' : '2010–2039'}`
      : reading.otherYears.length > 0
        ? `the code repeats every 30 years (also ${reading.otherYears.join(', ')}); the latest not after next year is taken`
        : 'the only year of the code not after next year'
  return {
    value: reading.year,
    confidence: !checkDigitOk ? 'low' : reading.rule === 'position-7' || reading.otherYears.length === 0 ? 'high' : 'medium',
    reason: `Position 10 is “${vin[9]}”: ${cycle}.${mistyped}`,
  }
}

function decodeMake(vin: string, checkDigitOk: boolean | null): DecodedField<string> | null {
  const entry = wmiEntry(vin)
  if (!entry) return null
  const confidence: Confidence = checkDigitOk === false ? 'low' : entry.check === 'seen' ? 'high' : 'medium'
  const caveat = entry.check === 'verify' ? ' (a table entry still to verify against NHTSA’s list)' : ''
  const mistyped = checkDigitOk === false ? ' The check digit does not match, so the VIN may be mistyped.' : ''
  return { value: entry.make, confidence, reason: `The VIN begins ${entry.prefix}, ${entry.make}’s manufacturer code${caveat}.${mistyped}` }
}

/** Year and make of a VIN, each null when it cannot be told (a short trailer VIN has no year code). */
export function decodeVin(text: string, options: DecodeOptions): DecodedVin {
  const vin = text.trim().toUpperCase()
  const fullLength = vin.length === POWER_UNIT_VIN_LENGTH
  const checkDigitOk = fullLength ? hasValidVinCheckDigit(vin) : null
  return { year: fullLength ? decodeYear(vin, options, checkDigitOk === true) : null, make: decodeMake(vin, checkDigitOk) }
}

/** Whether a typed make names the decoded one (`FREIGHTLINER`, `Navistar` for International): no suggestion then. */
export function makeAgrees(typed: string, vin: string): boolean {
  const entry = wmiEntry(vin.trim().toUpperCase())
  if (!entry) return true
  const name = normalizeName(typed)
  return [entry.make, ...(entry.aliases ?? [])].some((known) => {
    const knownName = normalizeName(known)
    return name === knownName || name.startsWith(knownName) || knownName.startsWith(name)
  })
}
