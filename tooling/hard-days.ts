/**
 * The hard days the browser tests run on (ADR 0115): one per run, chosen from the run's own date, so that
 * consecutive days meet different ones; each is the next such moment from that date, in a US time zone.
 * `TEST_CLOCK` reproduces a run: a kind's name, or `YYYY-MM-DD hh:mm:ss <IANA zone>`; `TEST_CLOCK=real`
 * runs on the machine's own clock and zone.
 */

export const TEST_CLOCK_VARIABLE = 'TEST_CLOCK'

/** What carries a hard day to a process started with an environment of its own: libfaketime's settings and the zone. */
const HARD_DAY_VARIABLES = ['LD_PRELOAD', 'FAKETIME', 'FAKETIME_SHARED', 'TZ', TEST_CLOCK_VARIABLE]

export const hardDayEnvironment = (): Record<string, string> =>
  Object.fromEntries(HARD_DAY_VARIABLES.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]]])))

/** libfaketime's own variables: without them a process runs on the machine's clock (TZ stays: the hard day's zone). */
const FAKED_CLOCK_VARIABLES = ['LD_PRELOAD', 'FAKETIME', 'FAKETIME_SHARED']

export const onFakedClock = (): boolean => process.env.FAKETIME !== undefined

export const machineClockEnvironment = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !FAKED_CLOCK_VARIABLES.includes(name)))

export interface HardDay {
  kind: string
  /** What makes it hard, said once where the run starts. */
  why: string
  zone: string
  /** The wall-clock time in `zone`, as faketime reads it: `2027-12-31 23:30:00`. */
  local: string
}

interface Kind {
  kind: string
  why: string
  zone: string
  /** The wall-clock moment of this kind next after the run's date (`YYYY-MM-DD`). */
  after: (date: { year: number; month: number; day: number }) => string
}

const pad = (value: number) => String(value).padStart(2, '0')
const at = (year: number, month: number, day: number, time: string) => `${year}-${pad(month)}-${pad(day)} ${time}`
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
/** The `nth` Sunday (1-based) of a month: US daylight saving time starts on the second of March, ends on the first of November. */
const nthSunday = (year: number, month: number, nth: number) => {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay()
  return 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7
}
/** The next date of a yearly moment (month, day of that year) on or after the run's date. */
const nextYearly = (date: { year: number; month: number; day: number }, dayOf: (year: number) => [number, number], time: string) => {
  const [month, day] = dayOf(date.year)
  const passed = month < date.month || (month === date.month && day < date.day)
  const year = passed ? date.year + 1 : date.year
  return at(year, ...dayOf(year), time)
}
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

export const HARD_DAY_KINDS: readonly Kind[] = [
  {
    kind: 'month-end-in-hawaii',
    why: 'the last evening of a month in Hawaii (UTC-10): UTC is already in the next month',
    zone: 'Pacific/Honolulu',
    after: ({ year, month }) => at(year, month, daysInMonth(year, month), '21:30:00'),
  },
  {
    kind: 'month-start-in-new-york',
    why: 'the first hour of a month in New York: Hawaii is still in the last month',
    zone: 'America/New_York',
    after: ({ year, month }) => (month === 12 ? at(year + 1, 1, 1, '00:20:00') : at(year, month + 1, 1, '00:20:00')),
  },
  {
    kind: 'new-years-eve',
    why: 'December 31 at 23:30 in Chicago: a new year in UTC, and in half an hour here',
    zone: 'America/Chicago',
    after: (date) => nextYearly(date, () => [12, 31], '23:30:00'),
  },
  {
    kind: 'leap-day',
    why: 'February 29 in the evening in Los Angeles: March 1 in UTC, no February 29 a year on',
    zone: 'America/Los_Angeles',
    after: (date) => {
      let year = date.year
      while (!isLeap(year) || (year === date.year && (date.month > 2 || (date.month === 2 && date.day > 29)))) year += 1
      return at(year, 2, 29, '18:30:00')
    },
  },
  {
    kind: 'daylight-saving-starts',
    why: 'the night daylight saving time starts in Denver: 2 am does not exist, the day has 23 hours',
    zone: 'America/Denver',
    after: (date) => nextYearly(date, (year) => [3, nthSunday(year, 3, 2)], '01:50:00'),
  },
  {
    kind: 'daylight-saving-ends',
    why: 'the night daylight saving time ends in Los Angeles: 1 am comes twice, the day has 25 hours',
    zone: 'America/Los_Angeles',
    after: (date) => nextYearly(date, (year) => [11, nthSunday(year, 11, 1)], '01:20:00'),
  },
  {
    kind: 'a-year-and-a-half-ahead',
    why: 'a year and a half ahead, in Anchorage: whatever the code or fixtures assumed of this year',
    zone: 'America/Anchorage',
    after: ({ year, month, day }) => {
      const ahead = month + 18
      const aheadYear = year + Math.floor((ahead - 1) / 12)
      const aheadMonth = ((ahead - 1) % 12) + 1
      return at(aheadYear, aheadMonth, Math.min(day, daysInMonth(aheadYear, aheadMonth)), '10:00:00')
    },
  },
]

function dateParts(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  return { year, month, day }
}

/** Every hard day as it falls after `runDate` (`YYYY-MM-DD`). */
export const hardDaysAfter = (runDate: string): HardDay[] =>
  HARD_DAY_KINDS.map(({ kind, why, zone, after }) => ({ kind, why, zone, local: after(dateParts(runDate)) }))

/** The run's hard day: the kinds take turns by the run's date, so the next day meets the next one. */
export function hardDayOf(runDate: string): HardDay {
  const dayNumber = Math.round(Date.parse(`${runDate}T00:00:00Z`) / 86_400_000)
  return hardDaysAfter(runDate)[dayNumber % HARD_DAY_KINDS.length]!
}

const EXPLICIT = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}) ([A-Za-z_]+\/[A-Za-z_/]+)$/

/** The hard day `TEST_CLOCK` names (a kind, or a moment and a zone), the run date's when unset, or null for `real`. */
export function chosenHardDay(setting: string | undefined, runDate: string): HardDay | null {
  if (setting === 'real') return null
  if (!setting) return hardDayOf(runDate)
  const byKind = hardDaysAfter(runDate).find(({ kind }) => kind === setting)
  if (byKind) return byKind
  const explicit = EXPLICIT.exec(setting)
  if (explicit) return { kind: 'as set', why: `${TEST_CLOCK_VARIABLE} as set`, zone: explicit[2]!, local: explicit[1]! }
  throw new Error(
    `${TEST_CLOCK_VARIABLE}=${setting}: not a hard day. Use one of ${HARD_DAY_KINDS.map(({ kind }) => kind).join(', ')}, "YYYY-MM-DD hh:mm:ss <IANA zone>" or "real"`,
  )
}

/** The instant a hard day's wall-clock time is, read in its zone (for tests that take a moment, not a clock). */
export function instantOf({ local, zone }: Pick<HardDay, 'local' | 'zone'>): Date {
  const asUtc = Date.parse(`${local.replace(' ', 'T')}Z`)
  // The zone's offset at that moment, found by formatting the guess in the zone: two passes settle a DST edge.
  let instant = asUtc
  for (let pass = 0; pass < 2; pass += 1) instant = asUtc - (wallClockAsUtc(instant, zone) - instant)
  return new Date(instant)
}

function wallClockAsUtc(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value)
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
}
