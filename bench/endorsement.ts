/**
 * An endorsement from a spreadsheet (issue 22): 100 drivers sent to the sandbox, one request per row,
 * two at a time, through the sandbox's real rate limit (20 edits per second per account, so the run
 * waits out 429s). A benchmark that prints figures (not a test).
 *
 *   npm run bench:endorse
 *
 * Env: BENCH_PORT (default 4560) for its own `vite preview`; BENCH_OUT_DIR (default dist-bench-endorse),
 * built first unless BENCH_SKIP_BUILD=1.
 *
 * How it measures. The run's screen of BR-10002/1 is opened signed in, 100 valid drivers are pasted and
 * prepared; then, in the page, from the click on "Send 100 drivers" until "Finished" is drawn: the
 * wall time, and every frame's length (the gaps between requestAnimationFrame callbacks, so a long
 * task, a render or a storage write shows as a long frame). Budgets: under 10 s in all, no frame
 * longer than 100 ms. It prints PASS or FAIL for each and exits 1 on a FAIL.
 */
import { driverSchedule, ENDORSE_ADDRESS } from '../e2e/support/endorsement.ts'
import { benchSettings, openSignedIn, percentile } from './support/browser-bench.ts'

const { port: PORT, outDir: OUT_DIR } = benchSettings({ port: 4560, outDir: 'dist-bench-endorse', rounds: 1 })
const BUDGET = { runMs: 10_000, frameMs: 100 }
const ROWS = 100

const { base, page, close } = await openSignedIn(PORT, OUT_DIR)
try {
  await page.request.post(`${base}/__sandbox/reset`)
  await page.goto(`${base}${ENDORSE_ADDRESS}`)
  await page.getByLabel('Paste the drivers from your spreadsheet, with the header row').fill(driverSchedule(ROWS))
  await page.getByRole('button', { name: 'Read the pasted rows' }).click()
  await page.getByRole('button', { name: `Prepare ${ROWS} drivers to send` }).click()
  const send = page.getByRole('button', { name: `Send ${ROWS} drivers` })
  await send.waitFor()
  // As text: tsx would name the page's functions with a helper the page does not have.
  await page.evaluate(`(() => {
    const frames = []
    let last = performance.now()
    const tick = (now) => {
      frames.push(now - last)
      last = now
      if (!window.benchDone) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
    window.benchFrames = frames
  })()`)
  const started = Date.now()
  await send.click()
  await page.getByText('Finished: every row is answered.').waitFor({ timeout: 60_000 })
  const runMs = Date.now() - started
  const frames = await page.evaluate<number[]>('window.benchDone = true, window.benchFrames')
  const added = await page
    .getByRole('row')
    .filter({ hasText: /Added, new id/ })
    .count()
  const longest = Math.max(...frames)
  console.log(`endorsement of ${ROWS} drivers to BR-10002/1 (sandbox limit: 20 edits a second per account)`)
  console.log(`  rows added: ${added} of ${ROWS}`)
  console.log(`  run: ${(runMs / 1000).toFixed(2)} s (budget ${BUDGET.runMs / 1000} s) ${runMs < BUDGET.runMs ? 'PASS' : 'FAIL'}`)
  console.log(
    `  frames: ${frames.length}, median ${percentile(frames, 0.5).toFixed(1)} ms, p95 ${percentile(frames, 0.95).toFixed(1)} ms, longest ${longest.toFixed(1)} ms (budget ${BUDGET.frameMs} ms) ${longest <= BUDGET.frameMs ? 'PASS' : 'FAIL'}`,
  )
  if (runMs >= BUDGET.runMs || longest > BUDGET.frameMs || added !== ROWS) process.exitCode = 1
} finally {
  await close()
}
