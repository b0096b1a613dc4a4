/**
 * Keystroke cost of the quote wizard with a large form: a benchmark that prints figures (not a test).
 *
 *   node_modules/.bin/tsx bench/wizard-keystroke.ts
 *
 * Env: BENCH_PORT (default 4480) for its own `vite preview`; BENCH_OUT_DIR (default dist-bench), built
 * first unless BENCH_SKIP_BUILD=1; BENCH_KEYS (keystrokes measured per round, default 60); BENCH_ROUNDS
 * (default 4).
 *
 * How it measures. Two drafts are written into the browser as the wizard writes them: a small one (one
 * vehicle, one driver) and a large one (100 vehicles, 100 drivers, 50 trailers). Each is opened on the
 * vehicles step and Chromium types into the "Make" box of the last vehicle, one key at a time. In the
 * page, a capture listener on `keydown` (the first to run) notes the time; the window's `input`
 * listener (the last to run, after React's root listener) waits two microtasks, so that the promise
 * work react-hook-form and React queued is done, forces style and layout (`offsetHeight`) and records
 * the time since keydown. A keystroke's figure is its script plus style and layout: paint and the wait
 * for the next frame are left out, since they depend on the display, not on the form. Rounds alternate small and
 * large in one browser (warm-up keys first, not counted); the figure is the median of every measured
 * keystroke of each size. The budget of issue 3: large at most 1.5 times small.
 */
import type { Page } from '@playwright/test'
import { benchSettings, median, openSignedIn, percentile, seedWizardDraft, typeAndMeasure, TYPED_TEXT, WARM_UP_KEYS } from './support/browser-bench.ts'

const { port: PORT, outDir: OUT_DIR, keys: KEYS, rounds: ROUNDS } = benchSettings({ port: 4480, outDir: 'dist-bench', rounds: 4 })

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
const trailer = (index: number) => ({ vin: `1UYVS2531KU${pad(index)}56`, year: 2018, make: 'Utility', model: '4000D-X', value: 30000, bodyType: 'dry_van_trailer' })
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

const SIZES = {
  'one vehicle': { draft: draft(1, 1, 0), lastVehicle: 1 },
  '100 vehicles, 100 drivers, 50 trailers': { draft: draft(100, 100, 50), lastVehicle: 100 },
} as const
type Size = keyof typeof SIZES

async function measureRound(page: Page, base: string, size: Size): Promise<number[]> {
  const { draft: stored, lastVehicle } = SIZES[size]
  await page.goto(await seedWizardDraft(page, base, `bench${lastVehicle}`, stored, 'vehicles'))
  const make = page.getByRole('group', { name: `Vehicle ${lastVehicle}`, exact: true }).getByLabel('Make', { exact: true })
  await make.waitFor()
  await make.focus()
  await page.keyboard.press('End')
  return typeAndMeasure(page, TYPED_TEXT, KEYS, WARM_UP_KEYS)
}

async function main() {
  const { base, page, close } = await openSignedIn(PORT, OUT_DIR)
  try {
    const samples: Record<Size, number[]> = { 'one vehicle': [], '100 vehicles, 100 drivers, 50 trailers': [] }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const size of Object.keys(SIZES) as Size[]) samples[size].push(...(await measureRound(page, base, size)))
    }

    console.log(`Per-keystroke handling time in Chromium (keydown until the input event and its microtasks are handled, plus style and layout), ${ROUNDS} rounds x ${KEYS} keys each:`)
    for (const size of Object.keys(SIZES) as Size[]) {
      console.log(`  ${size.padEnd(40)} median ${median(samples[size]).toFixed(3)} ms   p90 ${percentile(samples[size], 0.9).toFixed(3)} ms   (${samples[size].length} keys)`)
    }
    const ratio = median(samples['100 vehicles, 100 drivers, 50 trailers']) / median(samples['one vehicle'])
    console.log(`  ratio large / small: ${ratio.toFixed(2)} (budget 1.50: ${ratio <= 1.5 ? 'within' : 'OVER'})`)
  } finally {
    await close()
  }
}

await main()
