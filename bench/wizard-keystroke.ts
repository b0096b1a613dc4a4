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
import { BENCH_ACCOUNT as ACCOUNT, signInForBench, startPreview } from './support/preview.ts'

const PORT = Number(process.env.BENCH_PORT || 4480)
const OUT_DIR = process.env.BENCH_OUT_DIR || 'dist-bench'
const KEYS = Number(process.env.BENCH_KEYS || 60)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4)
const WARM_UP_KEYS = 8
const TEXT = 'Freightliner Cascadia Evolution Western Star '

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

/**
 * In the page: one figure per keystroke, from the first keydown listener to the end of the input
 * event's handling (after the window's own bubble listener, the last to run, and the microtasks it
 * queued after React's and react-hook-form's), then style and layout forced. No frame is waited for.
 */
function instrument(): void {
  const samples: number[] = []
  let start = 0
  ;(window as unknown as { keystrokeSamples: number[] }).keystrokeSamples = samples
  window.addEventListener('keydown', () => (start = performance.now()), { capture: true })
  window.addEventListener('input', () => {
    const begun = start
    void Promise.resolve()
      .then(() => undefined)
      .then(() => {
        void document.body.offsetHeight
        samples.push(performance.now() - begun)
      })
  })
}

async function measureRound(page: Page, base: string, size: Size): Promise<number[]> {
  const { draft: stored, lastVehicle } = SIZES[size]
  // Leave the wizard first: it writes its own draft as it goes, which must not overwrite this one.
  await page.goto(`${base}/sandbox`)
  const id = `bench${lastVehicle}`
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [`portal.quote-wizard.quote-draft.${ACCOUNT}/${id}`, JSON.stringify(stored)] as const)
  await page.goto(`${base}/quotes/new?draft=${id}&step=vehicles`)
  const make = page.getByRole('group', { name: `Vehicle ${lastVehicle}`, exact: true }).getByLabel('Make', { exact: true })
  await make.waitFor()
  await make.focus()
  await page.keyboard.press('End')
  await page.evaluate(instrument)
  const keys = [...TEXT.repeat(Math.ceil((KEYS + WARM_UP_KEYS) / TEXT.length))].slice(0, KEYS + WARM_UP_KEYS)
  for (const key of keys) await page.keyboard.press(key === ' ' ? 'Space' : key)
  await page.waitForTimeout(50)
  const samples = await page.evaluate(() => (window as unknown as { keystrokeSamples: number[] }).keystrokeSamples.slice())
  return samples.slice(WARM_UP_KEYS)
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0

async function main() {
  const preview = await startPreview({ port: PORT, outDir: OUT_DIR, skipBuild: process.env.BENCH_SKIP_BUILD === '1' })
  try {
    const page = await preview.browser.newPage({ viewport: { width: 1280, height: 900 } })
    page.on('dialog', (dialog) => void dialog.accept())
    await signInForBench(page, preview.base)

    const samples: Record<Size, number[]> = { 'one vehicle': [], '100 vehicles, 100 drivers, 50 trailers': [] }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const size of Object.keys(SIZES) as Size[]) samples[size].push(...(await measureRound(page, preview.base, size)))
    }

    console.log(`Per-keystroke handling time in Chromium (keydown until the input event and its microtasks are handled, plus style and layout), ${ROUNDS} rounds x ${KEYS} keys each:`)
    for (const size of Object.keys(SIZES) as Size[]) {
      console.log(`  ${size.padEnd(40)} median ${median(samples[size]).toFixed(3)} ms   p90 ${percentile(samples[size], 0.9).toFixed(3)} ms   (${samples[size].length} keys)`)
    }
    const ratio = median(samples['100 vehicles, 100 drivers, 50 trailers']) / median(samples['one vehicle'])
    console.log(`  ratio large / small: ${ratio.toFixed(2)} (budget 1.50: ${ratio <= 1.5 ? 'within' : 'OVER'})`)
  } finally {
    await preview.close()
  }
}

await main()
