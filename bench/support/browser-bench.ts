import type { Locator, Page } from '@playwright/test'
import { BENCH_ACCOUNT, signInForBench, startPreview } from './preview.ts'

/** What the browser benchmarks share: a built portal on its own `vite preview`, Chromium, a signed-in page, figures. */

export const ACCOUNT = BENCH_ACCOUNT

export interface BenchBrowser {
  base: string
  page: Page
  close: () => Promise<void>
}

/** Builds into `outDir` (unless BENCH_SKIP_BUILD=1), serves it on `port`, opens Chromium and signs in. */
export async function openSignedIn(port: number, outDir: string): Promise<BenchBrowser> {
  const { base, browser, close } = await startPreview({ port, outDir, skipBuild: process.env.BENCH_SKIP_BUILD === '1' })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    page.on('dialog', (dialog) => void dialog.accept())
    await signInForBench(page, base)
    return { base, page, close }
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * In the page: one figure per keystroke, from the first keydown listener to the end of the input
 * event's handling (after the window's own bubble listener, the last to run, and the microtasks it
 * queued after React's and react-hook-form's), then style and layout forced. No frame is waited for.
 */
export function instrumentKeystrokes(): void {
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

/** Types `count` keys of `text` (after `warmUp` keys not counted) into the focused box; the figures of the counted ones. */
export async function typeAndMeasure(page: Page, text: string, count: number, warmUp: number): Promise<number[]> {
  await page.evaluate(instrumentKeystrokes)
  const keys = [...text.repeat(Math.ceil((count + warmUp) / text.length))].slice(0, count + warmUp)
  for (const key of keys) await page.keyboard.press(key === ' ' ? 'Space' : key)
  await page.waitForTimeout(50)
  const samples = await page.evaluate(() => (window as unknown as { keystrokeSamples: number[] }).keystrokeSamples.slice())
  return samples.slice(warmUp)
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0

/** Writes a wizard draft into the browser as the wizard writes it, and returns the wizard's address on `step`. */
export async function seedWizardDraft(page: Page, base: string, id: string, draft: unknown, step: string): Promise<string> {
  // Leave the wizard first: it writes its own draft as it goes, which must not overwrite this one.
  await page.goto(`${base}/sandbox`)
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [`portal.quote-wizard.quote-draft.${ACCOUNT}/${id}`, JSON.stringify(draft)] as const)
  return `${base}/quotes/new?draft=${id}&step=${step}`
}

/**
 * The "Make" box of vehicle `number` on the wizard's vehicles step: in a list long enough to show its
 * rows as summaries (ADR 0042) its row is opened first, as a person would with "Edit vehicle N".
 */
export async function vehicleMake(page: Page, number: number): Promise<Locator> {
  const edit = page.getByRole('button', { name: `Edit vehicle ${number}`, exact: true })
  const row = page.getByRole('group', { name: `Vehicle ${number}`, exact: true })
  await edit.or(row).first().waitFor()
  if (await edit.isVisible()) await edit.click()
  const make = row.getByLabel('Make', { exact: true })
  await make.waitFor()
  return make
}

/** Keys typed before the measured ones, and the text typed into a Make box. */
export const WARM_UP_KEYS = 8
export const TYPED_TEXT = 'Freightliner Cascadia Evolution Western Star '

/** BENCH_PORT, BENCH_OUT_DIR, BENCH_KEYS (default 60) and BENCH_ROUNDS, each script with its own defaults. */
export function benchSettings(defaults: { port: number; outDir: string; rounds: number }) {
  return {
    port: Number(process.env.BENCH_PORT || defaults.port),
    outDir: process.env.BENCH_OUT_DIR || defaults.outDir,
    keys: Number(process.env.BENCH_KEYS || 60),
    rounds: Number(process.env.BENCH_ROUNDS || defaults.rounds),
  }
}
