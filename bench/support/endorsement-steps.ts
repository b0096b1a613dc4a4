import type { Page } from '@playwright/test'
import { driverSchedule, ENDORSE_ADDRESS } from '../../e2e/support/endorsement.ts'
import { framesDuring, type Frame } from './frames.ts'

/** An endorsement of `rows` new drivers to BR-10002/1, as `npm run bench:endorse` and the speed budgets run it. */
export interface EndorsementRun {
  /** From the click on "Send N drivers" until "Finished" is drawn, by the page's clock. */
  runMs: number
  frames: Frame[]
  /** Rows the run's table reads as added. */
  added: number
}

/**
 * Pastes `rows` valid drivers on the run's screen, prepares them, sends them and waits for every answer.
 * The sandbox is the one its `vite preview` started with: a reset would also end the page's session.
 */
export async function runEndorsement(page: Page, base: string, rows: number): Promise<EndorsementRun> {
  await page.goto(`${base}${ENDORSE_ADDRESS}`)
  await page.getByLabel('Paste the drivers from your spreadsheet, with the header row').fill(driverSchedule(rows))
  await page.getByRole('button', { name: 'Read the pasted rows' }).click()
  await page.getByRole('button', { name: `Prepare ${rows} drivers to send` }).click()
  const send = page.getByRole('button', { name: `Send ${rows} drivers` })
  await send.waitFor()
  let runMs = 0
  const frames = await framesDuring(page, async () => {
    const started = performance.now()
    await send.click()
    await page.getByText('Finished: every row is answered.').waitFor({ timeout: 60_000 })
    runMs = performance.now() - started
  })
  const added = await page
    .getByRole('row')
    .filter({ hasText: /Added, new id/ })
    .count()
  return { runMs, frames, added }
}
