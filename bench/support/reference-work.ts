import type { Browser } from '@playwright/test'
import { median } from './statistics.ts'
import { costOf, threadClock } from './cpu-time.ts'

/**
 * In the page: a fixed piece of the work a screen does (600 rows of a schedule read from JSON and
 * filtered, 250 of them drawn in a table and laid out), the same every time. Its CPU time is how fast
 * this machine is at that moment: the speed budgets are ratios to it, so a slower machine, or one
 * slowed by other work, moves the work measured and this alike.
 */
function referenceWork(): number {
  // No named helper functions in here: the page gets this function's source alone.
  const rows = Array.from({ length: 600 }, (_, index) => ({ vin: `1XKYD49X${index}MJ41`, year: 2021, make: 'Kenworth', model: 'T680', value: 90_000 + index }))
  const text = JSON.stringify(rows)
  let kept = 0
  for (let pass = 0; pass < 20; pass += 1) kept += JSON.parse(text).filter((row: { value: number }) => row.value % 3 === pass % 3).length
  const table = document.createElement('table')
  for (const row of rows.slice(0, 250)) {
    const line = table.insertRow()
    for (const value of Object.values(row)) line.insertCell().textContent = String(value)
  }
  document.body.append(table)
  kept += table.offsetHeight > 0 ? 1 : 0
  table.remove()
  return kept
}

/**
 * A page of its own (a blank one, in a context of its own) that times `referenceWork` by CPU time.
 * `sample()` runs it a few times and keeps every run's figure; `ms()` is the median of all kept so far.
 */
export async function referenceMeter(browser: Browser) {
  const page = await browser.newPage()
  await page.setContent('<!doctype html><title>reference</title><body></body>')
  const clock = await threadClock(page)
  const figures: number[] = []
  return {
    async sample(times = 3) {
      for (let run = 0; run < times; run += 1) figures.push((await costOf(clock, () => page.evaluate(referenceWork))).cpu)
    },
    ms: () => median(figures),
    figures: () => [...figures],
    close: async () => {
      await clock.detach()
      await page.close()
    },
  }
}

export type ReferenceMeter = Awaited<ReturnType<typeof referenceMeter>>
