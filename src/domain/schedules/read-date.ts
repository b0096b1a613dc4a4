import { isRealIsoDate } from '../../generic/dates.ts'
import { excelSerialToIsoDate } from './excel-dates.ts'
import { readProblem, readValue, type ReadResult } from './read-result.ts'

/**
 * A date as people write it, to `YYYY-MM-DD`: `MM/DD/YYYY` and `M/D/YYYY` (month first, the US way;
 * `-` or `.` may stand for `/`), `M/D/YY`, `YYYY-MM-DD` (or `YYYY/MM/DD`), and an Excel serial number
 * (a date cell copied as a plain number). A two-digit year is the latest year ending in those digits
 * that is not after this year: the dates on a schedule (birth, hire) are never in the future, so in
 * 2027 `3/14/79` is 1979 and `6/1/18` is 2018, and `6/1/27` is 2027.
 */

const US_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/
const ISO_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/
const SERIAL = /^\d+(\.\d+)?$/
const YEAR_ONLY = /^\d{4}$/

const WRITE_IT = 'Write the date as MM/DD/YYYY, like 03/14/1979'
const pad = (value: string) => value.padStart(2, '0')

export function fullYear(twoDigits: number, latestYear: number): number {
  const century = Math.floor(latestYear / 100) * 100
  return century + twoDigits > latestYear ? century - 100 + twoDigits : century + twoDigits
}

function isoOf(year: number, month: string, day: string, written: string): ReadResult<string> {
  if (Number(month) > 12 && Number(day) <= 12) return readProblem(`${written} has no month ${Number(month)}: write the month first, like 03/14/1979`)
  const iso = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`
  return isRealIsoDate(iso) ? readValue(iso) : readProblem(`${written} is not a real date`)
}

export function readDate(text: string, today: string): ReadResult<string> {
  const written = text.trim()
  const us = US_DATE.exec(written)
  if (us) {
    const [, month = '', day = '', year = ''] = us
    const thisYear = Number(today.slice(0, 4))
    return isoOf(year.length === 2 ? fullYear(Number(year), thisYear) : Number(year), month, day, written)
  }
  const iso = ISO_DATE.exec(written)
  if (iso) return isoOf(Number(iso[1]), iso[2] ?? '', iso[3] ?? '', written)
  if (YEAR_ONLY.test(written)) return readProblem(`${written} is a year: ${WRITE_IT}`)
  if (SERIAL.test(written)) {
    const serial = excelSerialToIsoDate(Number(written))
    if ('iso' in serial) return readValue(serial.iso)
    if (serial.problem === 'phantom-leap-day') return readProblem('Excel’s 29 February 1900 is not a real date')
  }
  return readProblem(`“${written}” is not a date: ${WRITE_IT}`)
}
