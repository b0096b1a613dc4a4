import type { Page } from '@playwright/test'
import { addDays, addMonths, localToday, toIsoDate } from '../../src/generic/dates.ts'
import { yearsAndMonthsSince } from '../../src/domain/carrier-census/census-dates.ts'
import { formatCalendarDate } from '../../src/generic/format.ts'
import { expect } from './fixtures.ts'

/** FMCSA's census on the insured step (the sandbox's stand-in, sandbox-fixtures.md), as the specs and the suites reach it. */
export const censusPanel = (page: Page) => page.getByRole('region', { name: 'From FMCSA’s census' })
export const usdotBox = (page: Page) => page.getByLabel('USDOT number', { exact: true })

/** Types a USDOT number over the box's and waits until the census has answered (its panel, or the sentence that says why not). */
export async function lookUp(page: Page, dotNumber: string, answered = censusPanel(page)) {
  await usdotBox(page).fill(dotNumber)
  await expect(answered).toBeVisible()
}

// The stand-in's dates count back from the sandbox's day at its reset (UTC), which the specs reset to now;
// years in business count from the person's own day (the browser's, this process's zone).
const sandboxToday = () => toIsoDate(new Date())
export const censusDay = (monthsAgo: number) => formatCalendarDate(addMonths(sandboxToday(), -monthsAgo))
export const orderDay = (daysAgo: number) => formatCalendarDate(addDays(sandboxToday(), -daysAgo))
export function yearsInBusiness(monthsAgo: number) {
  const since = yearsAndMonthsSince(addMonths(sandboxToday(), -monthsAgo), localToday())!
  return { years: String(since.years), months: since.months ? String(since.months) : '' }
}
