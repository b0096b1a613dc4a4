/**
 * The schedule import in the browser: a benchmark that prints figures against the budgets of issue 11
 * (not a test).
 *
 *   npm run bench:import
 *
 * Env: BENCH_PORT (default 4530) for its own `vite preview`; BENCH_OUT_DIR (default dist-bench-import),
 * built first unless BENCH_SKIP_BUILD=1; BENCH_KEYS (keys per sample, default 25); BENCH_SAMPLES
 * (samples per round, default 12); BENCH_ROUNDS (default 3).
 *
 * How it measures. A quote draft with no vehicles, trailers or drivers is opened on each fleet page in
 * turn; the import is opened and the tab-separated text a spreadsheet puts on the clipboard (250
 * vehicles, 100 trailers, 250 drivers, every row valid) is put in the paste box. In the page:
 * - time to preview: from the click on "Read the pasted rows" (parsing, header matching, reading every
 *   cell, decoding every VIN, the page's own rules on every row, duplicate VINs) until the preview
 *   says every row is ready and a frame was drawn (ready rows above ten are summed up in a count, ADR 0093);
 * - time to show them: from the click on "Show the N ready rows" until the table has every row (printed, no budget);
 * - time to add: from the click on "Add N ..." until the page's rows are in the form and drawn (as
 *   one-line summaries, ADR 0042: the last row's "Edit" button is there).
 * Then the wizard's keystroke cost (bench/wizard-keystroke.ts's measure, `measureKeystrokes`: many keys
 * per sample, each key's handling, React's commit, style and layout) typing into the last vehicle's Make
 * after the import (its row opened with "Edit vehicle 250"), as a ratio to an empty wizard (a new
 * quote's one empty vehicle, in a page of its own: the two take turns sample by sample, ADR 0048), the
 * median per-key cost of each.
 * Budgets: preview 500 ms, add 500 ms, ratio 1.3. It prints PASS or FAIL for each, and exits 1 on a FAIL.
 */
import type { Page } from '@playwright/test'
import { threadClock } from './support/cpu-time.ts'
import { benchSettings, type KeystrokeSample, measureKeystrokes, openSignedIn, seedWizardDraft, vehicleMake } from './support/browser-bench.ts'
import { median } from './support/statistics.ts'
import { COUNTS, emptyFleetDraft, type ImportCosts, importSchedule, type List, LISTS } from './support/schedule-import-steps.ts'

const { port: PORT, outDir: OUT_DIR, keys: KEYS, samples: SAMPLES, rounds: ROUNDS } = benchSettings({ port: 4530, outDir: 'dist-bench-import', rounds: 3 })
const BUDGET = { previewMs: 500, addMs: 500, ratio: 1.3 }

/** The Make box of `vehicle` in the wizard at `url`, opened in `page`. */
async function makeBox(page: Page, url: string, vehicle: number) {
  await page.goto(url)
  return vehicleMake(page, vehicle)
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')

async function main() {
  const { base, page, newPage, close } = await openSignedIn(PORT, OUT_DIR)
  let failed = false
  try {
    const imported = 'benchimport'
    await seedWizardDraft(page, base, imported, emptyFleetDraft(false), 'vehicles')
    const clock = await threadClock(page)
    const figures = {} as Record<List, ImportCosts>
    for (const list of LISTS) {
      await page.goto(`${base}/quotes/new?draft=${imported}&step=${list}`)
      figures[list] = await importSchedule(page, clock, list)
    }
    await clock.detach()

    // The empty wizard in a page of its own, so the two take turns sample by sample (measureKeystrokes).
    const emptyPage = await newPage()
    const emptyUrl = await seedWizardDraft(emptyPage, base, 'benchempty', emptyFleetDraft(true), 'vehicles')
    const importedUrl = `${base}/quotes/new?draft=${imported}&step=vehicles`
    const empty: KeystrokeSample[] = []
    const large: KeystrokeSample[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      const boxes = await Promise.all([makeBox(emptyPage, emptyUrl, 1), makeBox(page, importedUrl, COUNTS.vehicles)])
      const [emptySamples, largeSamples] = await measureKeystrokes(boxes, { keys: KEYS, samples: SAMPLES })
      empty.push(...emptySamples!)
      large.push(...largeSamples!)
    }

    console.log('Schedule import in Chromium (a pasted schedule, every row valid):')
    for (const list of LISTS) {
      const [previewMs, showMs, addMs] = [figures[list].preview.wall, figures[list].show.wall, figures[list].add.wall]
      const ok = previewMs <= BUDGET.previewMs && addMs <= BUDGET.addMs
      failed ||= !ok
      console.log(
        `  ${`${COUNTS[list]} ${list}`.padEnd(14)} time to preview ${previewMs.toFixed(0).padStart(5)} ms   to show every row ${showMs.toFixed(0).padStart(5)} ms   time to add ${addMs.toFixed(0).padStart(5)} ms   (budgets ${BUDGET.previewMs} / - / ${BUDGET.addMs} ms) ${verdict(ok)}`,
      )
    }
    const perKey = (samples: KeystrokeSample[], pick: keyof KeystrokeSample = 'wall') => median(samples.map((sample) => sample[pick]))
    const ratio = perKey(large) / perKey(empty)
    failed ||= ratio > BUDGET.ratio
    console.log(
      `Wizard keystroke cost, ${ROUNDS} rounds x ${SAMPLES} samples of ${KEYS} keys: empty wizard median ${perKey(empty).toFixed(3)} ms a key, after the import (last of ${COUNTS.vehicles} vehicles) median ${perKey(large).toFixed(3)} ms a key`,
    )
    console.log(
      `  ratio after import / empty: ${ratio.toFixed(2)} (budget ${BUDGET.ratio}) ${verdict(ratio <= BUDGET.ratio)}; by the main thread's CPU time ${(perKey(large, 'cpu') / perKey(empty, 'cpu')).toFixed(2)}`,
    )
    console.log(failed ? 'FAIL' : 'PASS')
  } finally {
    await close()
  }
  if (failed) process.exitCode = 1
}

await main()
