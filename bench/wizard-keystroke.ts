/**
 * Keystroke cost of the quote wizard with what a schedule import brings: a benchmark that prints figures
 * (not a test).
 *
 *   npm run bench:wizard
 *
 * Env: BENCH_PORT (default 4480) for its own `vite preview`; BENCH_OUT_DIR (default dist-bench), built
 * first unless BENCH_SKIP_BUILD=1; BENCH_KEYS (keys per sample, default 25); BENCH_SAMPLES (samples per
 * round, default 12); BENCH_ROUNDS (default 4).
 *
 * How it measures (docs/decisions/0041-keystroke-cost-at-fine-resolution.md). Drafts are written into the
 * browser as the wizard writes them: an empty wizard (the one vehicle typed into) and three fleets of 250,
 * 600 (250 vehicles, 250 drivers, 100 trailers: what issue 12 measured) and 2,000 rows. Each is opened on
 * the vehicles step with the "Make" box of the last vehicle focused (in a fleet, whose rows are one-line
 * summaries, its row opened first with "Edit vehicle N", ADR 0042). A sample types BENCH_KEYS keys back
 * to back inside the page and is timed as a whole: each key is a keydown, the value written through the
 * input's own setter and an `input` event (what React's and react-hook-form's listeners read), the
 * microtasks it queued drained (React commits a discrete event's update in one; react-hook-form's promise
 * work follows), keyup, then style and layout forced (`offsetHeight`); after the last key one macrotask
 * is awaited, so work React or the form deferred to its scheduler is counted too. No frame is waited for in the timed batch; the frame drawn after a
 * sample is measured apart and printed beside it (`measureFrames`, ADR 0048). Chromium's clock moves in
 * 0.1 ms steps; a sample of 25 keys has 4 µs steps per key. Every size is open side by side, each in a
 * browser context of its own, and they take turns sample by sample after warm-up samples (ADR 0048); each
 * round opens them all again. The figure is the median per-key cost of each size over the empty one's;
 * the budgets (issues 12 and 33): at most 1.2 times empty up to 600 rows, 1.5 times at 2,000. Beside it,
 * the renderer main thread's CPU time per key over the same batch (CDP `ThreadTime`, which includes the
 * evaluate call's own overhead once per sample): on a machine shared with other work the page's clock
 * counts the time the thread waited for a core, CPU time does not. It exits 1 when a size is over.
 */
import type { Locator, Page } from '@playwright/test'
import { benchSettings, type KeystrokeSample, measureFrames, measureKeystrokes, openSignedIn, seedWizardDraft, vehicleMake } from './support/browser-bench.ts'
import { median, percentile } from './support/statistics.ts'

const { port: PORT, outDir: OUT_DIR, keys: KEYS, samples: SAMPLES, rounds: ROUNDS } = benchSettings({ port: 4480, outDir: 'dist-bench', rounds: 4 })

const pad = (value: number) => String(value).padStart(4, '0')
const vehicle = (index: number) => ({
  vin: `1FUJGLDR3CLB${pad(index)}X`.slice(0, 17),
  confirmedVin: '',
  year: 2015 + (index % 10),
  make: 'Freightliner',
  model: 'Cascadia',
  value: 60000 + index * 100,
  classKey: '8',
  bodyType: 'tractor',
  apdTowing: index % 2 === 0,
})
const driver = (index: number) => ({
  firstName: `Driver${index}`,
  lastName: 'Whitfield',
  licenseState: 'GA',
  licenseNumber: `GA${pad(index)}77`,
  dateOfBirth: '1980-05-01',
  dateOfHire: '2020-01-15',
  yearsExperience: 12,
  accidents: 0,
  violations: index % 3,
  suspensions: 0,
  eligibility: 'Covered',
  isOwner: false,
})
const trailer = (index: number) => ({
  vin: `1UYVS2531KU${pad(index)}56`,
  year: 2018,
  make: 'Utility',
  model: '4000D-X',
  value: 30000,
  bodyType: 'dry_van_trailer',
})
const range = <Item>(count: number, make: (index: number) => Item) => Array.from({ length: count }, (_, index) => make(index))

function draft(vehicles: number, drivers: number, trailers: number) {
  return {
    version: 2,
    values: {
      insured: { legalName: 'Benchmark Freight LLC', dotNumber: '3141592', yearsInBusiness: 9, monthsInBusiness: 0 },
      vehicles: range(vehicles, vehicle),
      drivers: range(drivers, driver),
      trailers: range(trailers, trailer),
      agencyType: 'retail',
    },
    step: 'vehicles',
    reached: 'check',
    savedAt: new Date().toISOString(),
    writer: 'bench',
  }
}

interface Size {
  name: string
  vehicles: number
  drivers: number
  trailers: number
  /** Its per-key cost over the empty wizard's at most; none for the empty wizard itself. */
  budget?: number
}

const fleet = (vehicles: number, drivers: number, trailers: number, budget: number): Size => ({
  name: `${vehicles + drivers + trailers} rows: ${vehicles} vehicles, ${drivers} drivers, ${trailers} trailers`,
  vehicles,
  drivers,
  trailers,
  budget,
})

const EMPTY: Size = { name: 'empty wizard (the vehicle typed into)', vehicles: 1, drivers: 0, trailers: 0 }
const SIZES: readonly Size[] = [EMPTY, fleet(100, 100, 50, 1.2), fleet(250, 250, 100, 1.2), fleet(800, 800, 400, 1.5)]

/** The draft of `size` opened in `page`, with its last vehicle's Make box. */
async function openSize(page: Page, base: string, { vehicles, drivers, trailers }: Size) {
  await page.goto(await seedWizardDraft(page, base, `bench${vehicles}`, draft(vehicles, drivers, trailers), 'vehicles'))
  return vehicleMake(page, vehicles)
}

const width = Math.max(...SIZES.map(({ name }) => name.length))

async function main() {
  const { base, page, newPage, close } = await openSignedIn(PORT, OUT_DIR)
  let over = false
  try {
    const pages = [page, ...(await Promise.all(SIZES.slice(1).map(() => newPage())))]
    const samples: KeystrokeSample[][] = SIZES.map(() => [])
    let boxes: Locator[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      boxes = await Promise.all(SIZES.map((size, index) => openSize(pages[index]!, base, size)))
      const measured = await measureKeystrokes(boxes, { keys: KEYS, samples: SAMPLES })
      measured.forEach((perKey, index) => samples[index]!.push(...perKey))
    }
    const frames: number[] = []
    for (const box of boxes) frames.push(await measureFrames(box, { keys: KEYS, samples: SAMPLES }))

    console.log(
      `Per-key cost in Chromium (keydown to input handled, React's commit and the form's work, style and layout), ${ROUNDS} rounds x ${SAMPLES} samples of ${KEYS} keys:`,
    )
    const medianOf = (index: number, pick: keyof KeystrokeSample) => median(samples[index]!.map((sample) => sample[pick]))
    SIZES.forEach(({ name, budget }, index) => {
      const wall = samples[index]!.map((sample) => sample.wall)
      console.log(
        `  ${name.padEnd(width)} median ${medianOf(index, 'wall').toFixed(3)} ms (p90 ${percentile(wall, 0.9).toFixed(3)})   main-thread CPU ${medianOf(index, 'cpu').toFixed(3)} ms   (${wall.length} samples)`,
      )
      if (budget === undefined) return
      const ratio = (pick: keyof KeystrokeSample) => medianOf(index, pick) / medianOf(0, pick)
      over ||= ratio('wall') > budget
      console.log(
        `  ${''.padEnd(width)} ratio to empty: ${ratio('wall').toFixed(2)} by the page's clock, ${ratio('cpu').toFixed(2)} by CPU time (budget ${budget.toFixed(2)}: ${ratio('wall') <= budget ? 'within' : 'OVER'})`,
      )
    })
    console.log(`The frame drawn after a sample of keys, the renderer's lifecycle update (median of ${SAMPLES}; no budget):`)
    SIZES.forEach(({ name }, index) => console.log(`  ${name.padEnd(width)} ${frames[index]!.toFixed(3)} ms`))
  } finally {
    await close()
  }
  if (over) process.exitCode = 1
}

await main()
