import { toIsoDate } from '../../generic/dates.ts'

/**
 * Excel's serial dates (the 1900 date system, Excel for Windows and today's Excel for Mac): serial 1 is
 * 1900-01-01. Excel, like Lotus 1-2-3 before it, counts a 29 February 1900 that never was (serial 60),
 * so from serial 61 (1900-03-01) on, each serial is one day later than a plain count from 1900-01-01
 * gives. A time of day (the fraction) is dropped.
 */

export const LATEST_EXCEL_SERIAL = 2_958_465 // 9999-12-31
const PHANTOM_LEAP_DAY = 60
const DAY_MS = 86_400_000
/** 1899-12-31: serial 1 is the day after. */
const BEFORE_SERIAL_1 = Date.UTC(1899, 11, 31)

export type ExcelSerialDate = { iso: string } | { problem: 'phantom-leap-day' | 'out-of-range' }

export function excelSerialToIsoDate(serial: number): ExcelSerialDate {
  const day = Math.floor(serial)
  if (!(day >= 1 && day <= LATEST_EXCEL_SERIAL)) return { problem: 'out-of-range' }
  if (day === PHANTOM_LEAP_DAY) return { problem: 'phantom-leap-day' }
  const daysFromStart = day > PHANTOM_LEAP_DAY ? day - 1 : day
  return { iso: toIsoDate(new Date(BEFORE_SERIAL_1 + daysFromStart * DAY_MS)) }
}
