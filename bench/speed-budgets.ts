/**
 * The speed budgets as a check that fails: `npm run test:speed`, part of `npm test` (after Playwright), as
 * `scripts/size.mjs` is for the size budgets. Each figure is a ratio within this one run, by the renderer
 * main thread's CPU time, so that a machine shared with other work, or a slower one, moves both sides alike
 * (docs/decisions/0109-speed-budgets-that-fail-the-tests.md):
 *
 * - the wizard's keystroke cost holding 600 rows (250 vehicles, 100 trailers, 250 drivers) against an empty
 *   wizard: opened with them (issue 12: at most 1.2 times), and in the page that just imported them
 *   (issue 11: at most 1.3 times);
 * - the schedule import's time to preview and time to add each list (issue 11: 500 ms each);
 * - the endorsement run's longest frame, 100 drivers sent through the sandbox's rate limit (issue 22: 100 ms).
 *
 * The keystroke ratios need nothing else: the sizes are open side by side and take turns sample by sample
 * (ADR 0048). A time in ms is a ratio to a fixed piece of work (`referenceWork`, bench/support/reference-work.ts)
 * timed in a blank page of the same browser before, between and after the measures, expressed in ms at the
 * speed of the machine CI runs on (REFERENCE_MS, that work's CPU time there, the machine quiet).
 *
 * It reuses the end-to-end build (`$E2E_OUT_DIR`, default `dist`, which `npm run build:e2e` writes) and serves
 * it with its own `vite preview` on E2E_PORT_BASE + 55 (tooling/test-ports.ts). Env: SPEED_ROUNDS (default
 * 2), SPEED_SAMPLES (samples per round, default 8), SPEED_KEYS (keys per sample, default 25), SPEED_ROWS
 * (the endorsement's drivers, default 100), SPEED_JSON=<file> to write the figures as JSON too.
 */
import { writeFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { E2E_OUT_DIR, speedBudgetsPort } from '../tooling/test-ports.ts'
import { testChromiumExecutable } from '../tooling/browser.ts'
import { ACCOUNT, type KeystrokeSample, measureKeystrokes, openSignedIn, seedWizardDraft, vehicleMake } from './support/browser-bench.ts'
import { median } from './support/statistics.ts'
import { threadClock } from './support/cpu-time.ts'
import { runEndorsement } from './support/endorsement-steps.ts'
import { referenceMeter } from './support/reference-work.ts'
import { COUNTS, emptyFleetDraft, type ImportCosts, importSchedule, type List, LISTS } from './support/schedule-import-steps.ts'

const SETTINGS = {
  rounds: Number(process.env.SPEED_ROUNDS || 2),
  samples: Number(process.env.SPEED_SAMPLES || 8),
  keys: Number(process.env.SPEED_KEYS || 25),
  rows: Number(process.env.SPEED_ROWS || 100),
}

/** `referenceWork`'s CPU time on the machine CI runs on, quiet (median of 30): a time in ms is said at that speed. */
const REFERENCE_MS = 12

/**
 * The budgets of issues 11, 12 and 22. A run fails 10 % above one: on the loaded 2-core machine (load 12 to
 * 19) a build within its keystroke budget measured 1.05 to 1.18 over ten runs (median 1.13), and the
 * regression of issue 33 2.34 to 2.66 (docs/decisions/0109-speed-budgets-that-fail-the-tests.md).
 */
const MARGIN = 0.1
const BUDGETS = {
  keystroke: 1.2,
  keystrokeAfterImport: 1.3,
  previewMs: 500,
  addMs: 500,
  frameMs: 100,
}

const DRAFT = { imported: 'speedimport', empty: 'speedempty' }
const quoteAddress = (base: string, draft: string, step: string) => `${base}/quotes/new?draft=${draft}&step=${step}`
const draftKey = (draft: string) => `portal.quote-wizard.quote-draft.${ACCOUNT}/${draft}`
const STEP_LABEL: Record<List, string> = { vehicles: 'Vehicles', trailers: 'Trailers', drivers: 'Drivers' }

/** Goes to the wizard's step of `list` by its link in the step indicator, in the page, as a person would. */
async function stepTo(page: Page, list: List) {
  await page
    .getByRole('navigation', { name: 'New quote steps' })
    .getByRole('link', { name: new RegExp(`^${STEP_LABEL[list]}`) })
    .click()
  await page.getByRole('heading', { level: 1, name: new RegExp(STEP_LABEL[list]) }).waitFor()
}

/** The draft the wizard in `page` wrote once it holds every imported row (it saves after a pause in typing, off the render path). */
async function savedImport(page: Page): Promise<unknown> {
  const handle = await page.waitForFunction(
    ([key, counts]) => {
      const text = localStorage.getItem(key)
      // As the record store keeps it (ADR 0010): the draft is the envelope's data.
      const values = text ? (JSON.parse(text) as { data: { values: Record<string, unknown[]> } }).data.values : null
      return values && Object.entries(counts).every(([list, count]) => values[list]?.length === count) ? text : null
    },
    [draftKey(DRAFT.imported), COUNTS] as const,
    { timeout: 10_000 },
  )
  return JSON.parse((await handle.jsonValue()) as string)
}

/** The Make box of the wizard's vehicle `number`, the draft `draft` opened afresh in `page`. */
async function openedMake(page: Page, base: string, draft: string, number: number): Promise<Locator> {
  await page.goto(quoteAddress(base, draft, 'vehicles'))
  return vehicleMake(page, number)
}

interface Check {
  name: string
  figure: number
  /** What the figure is, with its unit, and how it was reached. */
  says: string
  budget: number
}

const perKeyCpu = (samples: KeystrokeSample[]) => median(samples.map((sample) => sample.cpu))

async function measure(): Promise<{ checks: Check[]; referenceFigures: number[] }> {
  const {
    base,
    page: importing,
    newPage,
    close,
  } = await openSignedIn(speedBudgetsPort, E2E_OUT_DIR, {
    skipBuild: true,
    executablePath: testChromiumExecutable(),
  })
  try {
    const reference = await referenceMeter(importing.context().browser()!)
    await reference.sample()

    // The import, in one page: each list on its step, reached by the step indicator's link.
    await importing.goto(await seedWizardDraft(importing, base, DRAFT.imported, emptyFleetDraft(false), 'vehicles'))
    const clock = await threadClock(importing)
    const imports = {} as Record<List, ImportCosts>
    for (const list of LISTS) {
      if (list !== 'vehicles') await stepTo(importing, list)
      imports[list] = await importSchedule(importing, clock, list)
      await reference.sample(2)
    }
    await clock.detach()
    await stepTo(importing, 'vehicles')
    const afterImport = await vehicleMake(importing, COUNTS.vehicles)

    // An empty wizard, and the imported draft opened afresh (a wizard opened holding 600 rows), each in a context of its own.
    const [emptyPage, openedPage] = [await newPage(), await newPage()]
    await seedWizardDraft(emptyPage, base, DRAFT.empty, emptyFleetDraft(true), 'vehicles')
    await seedWizardDraft(openedPage, base, DRAFT.imported, await savedImport(importing), 'vehicles')
    const samples = { empty: [] as KeystrokeSample[], opened: [] as KeystrokeSample[], afterImport: [] as KeystrokeSample[] }
    for (let round = 0; round < SETTINGS.rounds; round += 1) {
      const boxes = [
        await openedMake(emptyPage, base, DRAFT.empty, 1),
        await openedMake(openedPage, base, DRAFT.imported, COUNTS.vehicles),
        // The page that imported is typed into as it is: opening it again would make it the other.
        afterImport,
      ]
      const [empty, opened, imported] = await measureKeystrokes(boxes, SETTINGS)
      samples.empty.push(...empty!)
      samples.opened.push(...opened!)
      samples.afterImport.push(...imported!)
      await reference.sample(2)
    }

    // Signed in last: the sandbox keeps one session per account (the latest), and the run calls the API.
    const endorsement = await runEndorsement(await newPage(), base, SETTINGS.rows)
    if (endorsement.added !== SETTINGS.rows) throw new Error(`The endorsement added ${endorsement.added} of ${SETTINGS.rows} drivers`)
    await reference.sample()

    const atCiSpeed = (cpuMs: number) => (cpuMs / reference.ms()) * REFERENCE_MS
    const emptyKey = perKeyCpu(samples.empty)
    const longestFrame = Math.max(...endorsement.frames.map((frame) => frame.cpu))
    const checks: Check[] = [
      {
        name: 'keystroke, wizard opened with 600 rows',
        figure: perKeyCpu(samples.opened) / emptyKey,
        says: `times an empty wizard's (${perKeyCpu(samples.opened).toFixed(3)} against ${emptyKey.toFixed(3)} CPU-ms a key, ${samples.empty.length} samples of ${SETTINGS.keys} keys each)`,
        budget: BUDGETS.keystroke,
      },
      {
        name: 'keystroke, just after importing 600 rows',
        figure: perKeyCpu(samples.afterImport) / emptyKey,
        says: `times an empty wizard's (${perKeyCpu(samples.afterImport).toFixed(3)} CPU-ms a key)`,
        budget: BUDGETS.keystrokeAfterImport,
      },
      ...LISTS.flatMap((list) => [
        {
          name: `import, time to preview ${COUNTS[list]} ${list}`,
          figure: atCiSpeed(imports[list].preview.cpu),
          says: `ms at CI's speed (${imports[list].preview.cpu.toFixed(0)} CPU-ms here, ${imports[list].preview.wall.toFixed(0)} ms by the clock)`,
          budget: BUDGETS.previewMs,
        },
        {
          name: `import, time to add ${COUNTS[list]} ${list}`,
          figure: atCiSpeed(imports[list].add.cpu),
          says: `ms at CI's speed (${imports[list].add.cpu.toFixed(0)} CPU-ms here, ${imports[list].add.wall.toFixed(0)} ms by the clock)`,
          budget: BUDGETS.addMs,
        },
      ]),
      {
        name: `endorsement of ${SETTINGS.rows} drivers, longest frame`,
        figure: atCiSpeed(longestFrame),
        says: `ms at CI's speed (${longestFrame.toFixed(1)} CPU-ms here; ${endorsement.frames.length} frames, longest ${Math.max(...endorsement.frames.map((frame) => frame.wall)).toFixed(0)} ms by the clock; run ${(endorsement.runMs / 1000).toFixed(1)} s)`,
        budget: BUDGETS.frameMs,
      },
    ]
    await reference.close()
    return { checks, referenceFigures: reference.figures() }
  } finally {
    await close()
  }
}

// Stopped with npm test (Ctrl-C, or a stage that failed beside it): exiting stops the preview (tooling/preview-server.ts) and Playwright's browser.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1))
const started = performance.now()
const { checks, referenceFigures } = await measure()
const reference = median(referenceFigures)
console.log(
  `Speed budgets (renderer CPU time; the reference work took ${reference.toFixed(1)} CPU-ms here, ${REFERENCE_MS} on CI's machine quiet: this machine runs at ${(REFERENCE_MS / reference).toFixed(2)} of that speed now)`,
)
const width = Math.max(...checks.map((check) => check.name.length))
let failed = false
for (const { name, figure, says, budget } of checks) {
  const limit = budget * (1 + MARGIN)
  const over = figure > limit
  failed ||= over
  console.log(`${over ? 'OVER' : 'ok  '}  ${name.padEnd(width)}  ${figure.toFixed(2).padStart(7)} ${says}; budget ${budget}, fails above ${+limit.toFixed(2)}`)
}
console.log(`${failed ? 'FAIL' : 'PASS'} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
if (process.env.SPEED_JSON) writeFileSync(process.env.SPEED_JSON, JSON.stringify({ checks, referenceFigures }, null, 2))
if (failed) process.exitCode = 1
