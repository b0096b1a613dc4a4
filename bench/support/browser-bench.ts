import type { Locator, Page } from '@playwright/test'
import { threadClock } from './cpu-time.ts'
import { BENCH_ACCOUNT, type PreviewOptions, signInForBench, startPreview } from './preview.ts'
import { median } from './statistics.ts'

/** What the browser benchmarks share: a built portal on its own `vite preview`, Chromium, a signed-in page, figures. */

export const ACCOUNT = BENCH_ACCOUNT

export interface BenchBrowser {
  base: string
  page: Page
  /** Another signed-in page, in a browser context of its own: its own renderer, so its own heap. */
  newPage: () => Promise<Page>
  close: () => Promise<void>
}

/** Builds into `outDir` (unless BENCH_SKIP_BUILD=1, or `skipBuild`), serves it on `port`, opens Chromium and signs in. */
export async function openSignedIn(
  port: number,
  outDir: string,
  options: Partial<Pick<PreviewOptions, 'skipBuild' | 'executablePath'>> = {},
): Promise<BenchBrowser> {
  const { base, browser, close } = await startPreview({ port, outDir, skipBuild: process.env.BENCH_SKIP_BUILD === '1', ...options })
  const newPage = async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    page.on('dialog', (dialog) => void dialog.accept())
    await signInForBench(page, base)
    return page
  }
  try {
    return { base, page: await newPage(), newPage, close }
  } catch (error) {
    await close()
    throw error
  }
}

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

/** BENCH_PORT, BENCH_OUT_DIR, BENCH_KEYS (keys per sample, default 25), BENCH_SAMPLES (per round, default 12) and BENCH_ROUNDS, each script with its own defaults. */
export function benchSettings(defaults: { port: number; outDir: string; rounds: number }) {
  return {
    port: Number(process.env.BENCH_PORT || defaults.port),
    outDir: process.env.BENCH_OUT_DIR || defaults.outDir,
    keys: Number(process.env.BENCH_KEYS || 25),
    samples: Number(process.env.BENCH_SAMPLES || 12),
    rounds: Number(process.env.BENCH_ROUNDS || defaults.rounds),
  }
}

/** The per-key cost of one sample in ms: by the page's clock, and the renderer main thread's CPU time (CDP `ThreadTime`). */
export interface KeystrokeSample {
  wall: number
  cpu: number
}

const TYPED_TEXT = 'Freightliner Cascadia Evolution Western Star '
const WARM_UP_SAMPLES = 3

/**
 * In the page: types `count` keys into the focused box back to back and returns the milliseconds the
 * whole batch took, each key handled to its end (docs/decisions/0041-keystroke-cost-at-fine-resolution.md).
 */
async function typeBatch([count, text]: readonly [number, string]): Promise<number> {
  const input = document.activeElement as HTMLInputElement
  const writeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  const start = performance.now()
  for (let index = 0; index < count; index += 1) {
    const key = text[index % text.length]!
    input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
    writeValue.call(input, input.value + key)
    input.dispatchEvent(new InputEvent('input', { data: key, inputType: 'insertText', bubbles: true }))
    // No named helper functions in here: the page gets this function's source alone.
    for (let turn = 0; turn < 4; turn += 1) await Promise.resolve()
    input.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true }))
    void document.body.offsetHeight
  }
  await new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = resolve
    channel.port2.postMessage(null)
  })
  return performance.now() - start
}

/**
 * In the page: empties the focused box as deleting its text does (its value, then an `input` event).
 * Not the locator's `fill('')`: that finds the box again by its role and label, walking every element
 * of the page, and the garbage it leaves in a page of 2,000 elements was collected during the next
 * timed sample (ADR 0048).
 */
function emptyFocusedBox(): void {
  const input = document.activeElement as HTMLInputElement
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '')
  input.dispatchEvent(new InputEvent('input', { inputType: 'deleteContentBackward', bubbles: true }))
}

/**
 * Types into each of `boxes` (each focused in a page of its own) in samples of `keys` keys, each box
 * emptied first, after warm-up samples not counted; returns, box by box, the per-key cost of each
 * sample. Many keys per sample: the clock's 0.1 ms steps are 4 µs per key at 25. The boxes take turns
 * sample by sample (ADR 0048): the machine's speed drifts over seconds, and measuring one size for a
 * dozen samples and then the other made that drift part of their ratio.
 */
export async function measureKeystrokes(boxes: Locator[], { keys, samples }: { keys: number; samples: number }): Promise<KeystrokeSample[][]> {
  const typists = await Promise.all(boxes.map(typistFor))
  const perKey: KeystrokeSample[][] = boxes.map(() => [])
  for (let sample = 0; sample < WARM_UP_SAMPLES + samples; sample += 1) {
    // Each sample the other way round, so that neither box always follows the other.
    const order = sample % 2 ? [...typists.keys()].reverse() : [...typists.keys()]
    for (const index of order) {
      const cost = await typists[index]!.typeSample(keys)
      if (sample >= WARM_UP_SAMPLES) perKey[index]!.push(cost)
    }
  }
  await Promise.all(typists.map((typist) => typist.done()))
  return perKey
}

async function typistFor(box: Locator) {
  const page = box.page()
  await box.focus()
  const clock = await threadClock(page)
  return {
    async typeSample(keys: number): Promise<KeystrokeSample> {
      await page.evaluate(emptyFocusedBox)
      const cpuBefore = await clock.ms()
      const wallMs = await page.evaluate(typeBatch, [keys, TYPED_TEXT] as const)
      const cpuMs = (await clock.ms()) - cpuBefore
      return { wall: wallMs / keys, cpu: cpuMs / keys }
    },
    done: () => clock.detach(),
  }
}

/**
 * The renderer's cost of drawing the frame that follows a sample of `keys` keys typed into `box`, in
 * ms: the median main-thread time of the frame's lifecycle update (style, layout left over, pre-paint,
 * paint, intersection checks, layers), from a trace. The keystroke figure leaves frames out (ADR 0041);
 * this shows what a frame costs after a key, since it grows with the page too (ADR 0048).
 */
export async function measureFrames(box: Locator, { keys, samples }: { keys: number; samples: number }): Promise<number> {
  const page = box.page()
  const browser = page.context().browser()!
  await box.focus()
  await browser.startTracing(page, { categories: ['blink'] })
  for (let sample = 0; sample < samples; sample += 1) {
    await page.evaluate(emptyFocusedBox)
    await page.evaluate(typeBatch, [keys, TYPED_TEXT] as const)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  }
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: { name: string; ph: string; pid: number; tdur?: number }[] }
  const updates = traceEvents.filter((event) => event.name === 'WebFrameWidgetImpl::UpdateLifecycle' && event.ph === 'X')
  // The trace holds every renderer; the page typed into is the one that drew a frame after each sample.
  const byRenderer = new Map<number, number[]>()
  for (const { pid, tdur = 0 } of updates) {
    if (!byRenderer.has(pid)) byRenderer.set(pid, [])
    byRenderer.get(pid)!.push(tdur / 1000)
  }
  const frames = [...byRenderer.values()].sort((a, b) => b.length - a.length)[0] ?? []
  // The frame after a sample is its turn's costliest; the second animation frame and the caret's have next to nothing to draw.
  return median(frames.sort((a, b) => b - a).slice(0, samples))
}
