import { afterEach, describe, expect, it } from 'vitest'
import { addDays, firstOfNextMonth, localToday, todayInUsStates, todayOn } from '@/generic/dates'
import { formatCalendarDate } from '@/generic/format'
import { recordsFileName } from '@/generic/records-file'
import { HARD_DAY_KINDS, hardDaysAfter, instantOf } from '../../../tooling/hard-days'
import { dateOfHireProblem, effectiveDateProblem } from '../quote-rules/dates'
import { unitYearProblem } from '../quote-rules/units'

/**
 * The date rules a person and the service share, at every hard moment of the browser tests (ADR 0115) and in
 * every zone of the list: what is today for a person anywhere in the US is today for the service, an example
 * the portal gives is valid where it is read, and a calendar date reads the same in every zone.
 */
const ZONES = [...new Set(HARD_DAY_KINDS.map(({ zone }) => zone))]
const CASES = hardDaysAfter(new Date().toISOString().slice(0, 10)).flatMap((day) => ZONES.map((zone) => ({ kind: day.kind, zone, instant: instantOf(day) })))
const zoneBefore = process.env.TZ

afterEach(() => {
  process.env.TZ = zoneBefore
})

describe.each(CASES)('$kind, read in $zone', ({ zone, instant }) => {
  it('the service takes the dates a person there may send today: the effective date today and 180 days on, a hire today, next year’s model', () => {
    process.env.TZ = zone
    const here = localToday(instant)
    const service = todayInUsStates(instant)
    expect(effectiveDateProblem(here, service)).toBeNull()
    expect(effectiveDateProblem(addDays(here, 180), service)).toBeNull()
    expect(dateOfHireProblem(here, '1980-01-01', service)).toBeNull()
    expect(unitYearProblem(String(Number(here.slice(0, 4)) + 1), service)).toBeNull()
  })

  it('the portal’s example effective date is one it accepts there, and a records file is named by the day there', () => {
    process.env.TZ = zone
    const here = localToday(instant)
    expect(effectiveDateProblem(firstOfNextMonth(here), todayOn(here))).toBeNull()
    expect(recordsFileName(instant)).toBe(`portal-records-${here}.json`)
  })

  it('a calendar date reads the same as in UTC', () => {
    process.env.TZ = zone
    const date = addDays(localToday(instant), 1)
    process.env.TZ = 'UTC'
    const inUtc = formatCalendarDate(date)
    process.env.TZ = zone
    expect(formatCalendarDate(date)).toBe(inUtc)
  })
})
