/**
 * The model year a VIN's 10th character stands for (49 CFR 565.15(b)(10)). The codes run A-H, J-N, P,
 * R-T, V-Y, 1-9 (no I, O, Q, U, Z or 0) and repeat every 30 years: A is 1980, 2010 and 2040.
 *
 * Which cycle: for a passenger car, multipurpose vehicle or truck of 10,000 lb GVWR or less, the rule of
 * 565.15(b)(7) says: a digit in position 7 means 1980-2009, a letter 2010-2039. Heavier trucks, buses
 * and trailers have no such rule, so for them (and when the weight is not known) the year is the latest
 * of the cycle that is not after next year: a 'K' is 2019, not 2049 or 1989. Never a year after next year.
 */

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'
const FIRST_CYCLE = 1980
const CYCLE = 30

export type ModelYearReading =
  { year: number; rule: 'position-7' | 'latest-possible'; otherYears: number[] } | { problem: 'no-year-code' | 'after-next-year'; year?: number }

export function vinModelYear(vin: string, today: string, lightVehicle = false): ModelYearReading {
  const offset = YEAR_CODES.indexOf(vin[9] ?? '')
  if (vin.length !== 17 || offset === -1) return { problem: 'no-year-code' }
  const nextYear = Number(today.slice(0, 4)) + 1
  const candidates = [0, 1].map((cycle) => FIRST_CYCLE + offset + cycle * CYCLE)
  if (lightVehicle) {
    const year = /\d/.test(vin[6] ?? '') ? candidates[0]! : candidates[1]!
    return year > nextYear ? { problem: 'after-next-year', year } : { year, rule: 'position-7', otherYears: [] }
  }
  const possible = candidates.filter((year) => year <= nextYear)
  const year = possible.at(-1)
  return year === undefined ? { problem: 'after-next-year' } : { year, rule: 'latest-possible', otherYears: possible.slice(0, -1) }
}
