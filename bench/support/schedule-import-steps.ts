import type { Page } from '@playwright/test'
import { completeAnswers } from '../../src/test/quote-answers.ts'
import { expectedVinCheckDigit } from '../../src/generic/vin.ts'
import type { Cost, ThreadClock } from './cpu-time.ts'

/** The schedule import as `npm run bench:import` and the speed budgets (bench/speed-budgets.ts) drive it: what is pasted, and each step timed. */

export const COUNTS = { vehicles: 250, trailers: 100, drivers: 250 } as const
export type List = keyof typeof COUNTS
export const LISTS = Object.keys(COUNTS) as List[]

/** A valid 17-character VIN: a maker's prefix, a serial, model year M (2021) and its check digit. */
const vin = (prefix: string, index: number) => {
  const body = `${prefix}${String(index).padStart(8, '0')}`.padEnd(17, '0').slice(0, 17)
  const withYear = `${body.slice(0, 9)}M${body.slice(10)}`
  return `${withYear.slice(0, 8)}${expectedVinCheckDigit(withYear)}${withYear.slice(9)}`
}
const rows = (count: number, row: (index: number) => string[]) => Array.from({ length: count }, (_, index) => row(index).join('\t'))
const pad = (index: number) => String(index).padStart(4, '0')

/** The tab-separated text a spreadsheet puts on the clipboard, with its header row: every row valid. */
export const SCHEDULES: Record<List, string> = {
  vehicles: [
    'Unit VIN\tModel Year\tMake\tModel\tStated Amount\tGVW Class\tBody\tTowing',
    ...rows(COUNTS.vehicles, (index) => [
      vin('1XKYD49', index),
      '2021',
      'Kenworth',
      'T680',
      `$${(90000 + index * 100).toLocaleString('en-US')}.00`,
      'Class 8',
      'Tractor',
      index % 2 ? 'Y' : 'N',
    ]),
  ].join('\r\n'),
  trailers: [
    'Serial #\tYR\tMfr\tModel\tACV\tTrailer Type',
    ...rows(COUNTS.trailers, (index) => [vin('1UYVS25', index), '2021', 'Utility', '4000D-X', `${30000 + index * 50}`, 'Reefer']),
  ].join('\r\n'),
  drivers: [
    'Driver Name\tDOB\tCDL #\tCDL State\tHire Date\tYrs Exp\tAccidents\tViolations',
    ...rows(COUNTS.drivers, (index) => [
      `Whitfield${index}, Driver`,
      `${(index % 12) + 1}/15/1980`,
      `GA${pad(index)}77`,
      'Georgia',
      '2020-01-15',
      '12',
      '0',
      String(index % 3),
    ]),
  ].join('\r\n'),
}

const NOUN: Record<List, string> = { vehicles: 'vehicles', trailers: 'trailers', drivers: 'drivers' }
const ONE: Record<List, string> = { vehicles: 'vehicle', trailers: 'trailer', drivers: 'driver' }

/** A quote draft with every answer but the fleet: no vehicles, trailers or drivers, or one empty vehicle (an empty wizard to type into). */
export function emptyFleetDraft(oneEmptyVehicle: boolean) {
  const values = completeAnswers()
  const start = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10)
  const empty = { vin: '', confirmedVin: '', year: null, make: '', model: '', value: null, classKey: '', bodyType: '', apdTowing: false }
  return {
    version: 2,
    values: { ...values, coverage: { ...values.coverage, effectiveDate: start }, vehicles: oneEmptyVehicle ? [empty] : [], trailers: [], drivers: [] },
    step: 'vehicles',
    reached: 'check',
    savedAt: new Date().toISOString(),
    writer: 'bench',
  }
}

/** In the page: clicks the button named, then waits for `done()` and one frame drawn after it; the ms by the page's clock. */
async function timeClick(page: Page, button: string, done: string): Promise<number> {
  return page.evaluate(
    async ([name, condition]) => {
      const target = [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)
      if (!target) throw new Error(`No button “${name}”`)
      const check = new Function(`return (${condition})()`) as () => boolean
      const start = performance.now()
      target.click()
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      while (!check()) await new Promise((resolve) => setTimeout(resolve, 0))
      await new Promise((resolve) => requestAnimationFrame(resolve))
      return performance.now() - start
    },
    [button, done] as const,
  )
}

/** `timeClick` with the main thread's CPU time over the same span (which also counts the evaluate call's own small cost). */
async function costOfClick(page: Page, clock: ThreadClock, button: string, done: string): Promise<Cost> {
  const cpuBefore = await clock.ms()
  const wall = await timeClick(page, button, done)
  return { wall, cpu: (await clock.ms()) - cpuBefore }
}

export interface ImportCosts {
  /** From the click on "Read the pasted rows" until the preview says every row is ready and a frame is drawn. */
  preview: Cost
  /** From the click on "Show the N ready rows" until the table has every row (no budget). */
  show: Cost
  /** From the click on "Add N ..." until the rows are in the form and drawn (as one-line summaries, ADR 0042: the last row's Edit button). */
  add: Cost
}

/** On the wizard's step of `list`: its whole schedule imported by paste, each step timed. */
export async function importSchedule(page: Page, clock: ThreadClock, list: List): Promise<ImportCosts> {
  await page.getByRole('button', { name: `Import ${NOUN[list]} from a spreadsheet` }).click()
  await page.getByLabel(`Paste the ${NOUN[list]} from your spreadsheet, with the header row`).fill(SCHEDULES[list])
  const count = COUNTS[list]
  const preview = await costOfClick(
    page,
    clock,
    'Read the pasted rows',
    `() => [...document.querySelectorAll('[role=status]')].some((status) => status.textContent?.startsWith('${count} rows: '))`,
  )
  const ready = await page.getByRole('status').filter({ hasText: /rows:/ }).textContent()
  if (!ready?.includes(`${count} ready`)) throw new Error(`Not every ${list} row is ready: ${ready}`)
  const show = await costOfClick(page, clock, `Show the ${count} ready rows`, `() => document.querySelectorAll('table tbody tr').length === ${count}`)
  const add = await costOfClick(
    page,
    clock,
    `Add ${count} ${NOUN[list]}`,
    `() => document.getElementById('${list}-edit-${count - 1}')?.textContent === 'Edit ${ONE[list]} ${count}'`,
  )
  return { preview, show, add }
}
