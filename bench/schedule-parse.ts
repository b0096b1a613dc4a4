/**
 * How long reading a pasted fleet schedule takes, without any UI: a benchmark that prints figures (not a test).
 *
 *   node_modules/.bin/tsx bench/schedule-parse.ts
 *
 * It builds the tab-separated text a spreadsheet puts on the clipboard for 250 vehicles, 100 trailers
 * and 250 drivers (quoted cells, CRLF, some bad values), then, for each, parses the text, finds the
 * header, matches the headers, reads every cell into values and problems, decodes every VIN and marks
 * duplicate VINs: what the import preview needs before it renders. Env: BENCH_ROUNDS (default 50). It
 * prints the median and the slowest round in milliseconds, after 10 warm-up rounds: wall-clock time,
 * and the process's CPU time, which other work on a shared machine disturbs less.
 */
import { parseDelimitedText } from '../src/domain/schedules/delimited-text.ts'
import { DRIVER_SCHEDULE } from '../src/domain/schedules/driver-columns.ts'
import { findDuplicates, VIN_KEY } from '../src/domain/fleet/duplicate-keys.ts'
import { headerScore, matchHeaders } from '../src/domain/schedules/match-headers.ts'
import { readSchedule } from '../src/domain/schedules/read-schedule.ts'
import type { Columns, ScheduleKind } from '../src/domain/schedules/schedule-columns.ts'
import { toSheetTable } from '../src/domain/schedules/sheet-table.ts'
import { TRAILER_SCHEDULE } from '../src/domain/schedules/trailer-columns.ts'
import { VEHICLE_SCHEDULE } from '../src/domain/schedules/vehicle-columns.ts'
import { decodeVin } from '../src/domain/schedules/vin-decode.ts'
import { localToday } from '../src/generic/dates.ts'
import { expectedVinCheckDigit } from '../src/generic/vin.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS || 50)
const WARM_UP = 10
const context = { today: localToday() }

const vin = (prefix: string, index: number) => {
  const draft = `${prefix}${String(index).padStart(6, '0')}`.padEnd(17, '0').slice(0, 17)
  const withYear = `${draft.slice(0, 9)}M${draft.slice(10)}`
  return `${withYear.slice(0, 8)}${expectedVinCheckDigit(withYear)}${withYear.slice(9)}`
}
const tsv = (rows: string[][]) => rows.map((cells) => cells.join('\t')).join('\r\n') + '\r\n'

const vehicles = tsv([
  ['Unit #', 'VIN', 'YR', 'Make', 'Model', 'Stated Amount', 'Class', 'Body Type', 'Towing'],
  ...Array.from({ length: 250 }, (_, i) => [
    String(100 + i),
    vin('1XKYD49X0', i),
    i % 7 ? '2021' : '21',
    'Kenworth',
    '"T680, 76"" sleeper"',
    i % 11 ? '$124,000.00' : '(5,000)',
    'Class 8',
    'Tractor',
    i % 2 ? 'Y' : 'N',
  ]),
])
const trailers = tsv([
  ['Trailer VIN', 'Year', 'Make', 'Model', 'Value', 'Type', 'Ownership', 'Ded'],
  ...Array.from({ length: 100 }, (_, i) => [vin('1JJV532D0', i), '2022', 'Wabash', 'DuraPlate 53', '42000', i % 3 ? 'Dry van' : 'Reefer', 'Owned', '1,000']),
])
const drivers = tsv([
  ['Driver Name', 'DL State', 'CDL #', 'DOB', 'Hire Date', 'Yrs Exp', 'Accidents', 'Violations', 'Suspensions', 'Covered', 'Owner'],
  ...Array.from({ length: 250 }, (_, i) => [
    `"Delgado${i}, Maria"`,
    i % 5 ? 'TX' : 'Texas',
    `D${24819375 + i}`,
    i % 4 ? '3/14/79' : '28928',
    '06/01/2018',
    '19',
    '0',
    String(i % 3),
    '0',
    'Y',
    i === 0 ? 'Y' : 'N',
  ]),
])

function readPasted<C extends Columns>(text: string, kind: ScheduleKind<C>): number {
  const table = toSheetTable(parseDelimitedText(text), headerScore(kind))
  const { mapping } = matchHeaders(table.header.cells, kind)
  const rows = readSchedule(table, kind, mapping, context)
  const vins = rows.map((row) => (row.values as { vin?: string }).vin)
  for (const text of vins) if (text) decodeVin(text, context)
  findDuplicates(
    VIN_KEY,
    rows.map((row, index) => ({ line: row.line, form: { vin: vins[index] } })),
  )
  return rows.length
}

const wall: number[] = []
const cpu: number[] = []
for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
  const start = performance.now()
  const startCpu = process.cpuUsage()
  const count = readPasted(vehicles, VEHICLE_SCHEDULE) + readPasted(trailers, TRAILER_SCHEDULE) + readPasted(drivers, DRIVER_SCHEDULE)
  const { user, system } = process.cpuUsage(startCpu)
  const elapsed = performance.now() - start
  if (count !== 600) throw new Error(`Read ${count} rows, expected 600`)
  if (round >= WARM_UP) {
    wall.push(elapsed)
    cpu.push((user + system) / 1000)
  }
}
const figures = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b)
  return `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} ms, slowest ${sorted.at(-1)!.toFixed(2)} ms`
}
console.log('Pasted schedule of 250 vehicles, 100 trailers and 250 drivers: parse, match, read, decode VINs, duplicates')
console.log(`${(vehicles.length + trailers.length + drivers.length).toLocaleString('en-US')} characters, ${ROUNDS} rounds`)
console.log(`wall clock: ${figures(wall)}`)
console.log(`CPU time:   ${figures(cpu)}`)
