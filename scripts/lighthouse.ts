/**
 * Lighthouse on the portal's main pages against `vite preview` (which mounts the sandbox), signed in
 * where the page needs it; prints each page's scores, LCP, TBT and CLS against issue 12's budgets and
 * exits 1 when one fails (docs/decisions/0040-lighthouse-budgets-and-security-tests.md). Not part of `npm test`: it takes
 * about two minutes.
 *
 *   npm run lighthouse
 *
 * Env: LIGHTHOUSE_PORT (default 4470) for its own `vite preview`; LIGHTHOUSE_OUT_DIR (default
 * dist-lighthouse), built first unless LIGHTHOUSE_SKIP_BUILD=1; LIGHTHOUSE_FORM_FACTOR `mobile` for
 * Lighthouse's default mobile run (the budgets are for `desktop`, the default).
 *
 * Each page runs in a fresh Chromium profile (an empty cache, as a first visit). A signed-in page gets
 * its session the way the portal keeps it: the sandbox is asked for tokens and they are written to the
 * profile's `localStorage` (`portal.session`, src/api/session/session-store.ts) before Lighthouse opens
 * the page; Lighthouse is told not to clear storage.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse, { desktopConfig, type Flags } from 'lighthouse'
import { CHROMIUM_ARGS, chromiumExecutable } from '../tooling/browser.ts'
import { startPreview } from '../tooling/preview-server.ts'

const PORT = Number(process.env.LIGHTHOUSE_PORT || 4470)
const DEBUGGING_PORT = PORT + 1000
const OUT_DIR = process.env.LIGHTHOUSE_OUT_DIR || 'dist-lighthouse'
const DESKTOP = (process.env.LIGHTHOUSE_FORM_FACTOR || 'desktop') === 'desktop'
const ACCOUNT = 'agent@blueridge.example'
const PASSWORD = 'Sandbox-Pass-1'

/** Issue 12's budgets. */
const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const
const CLS_BELOW = 0.02

const ONLY = process.env.LIGHTHOUSE_ONLY
/** The pages of issue 12; ids from sandbox-fixtures.md. */
const ALL_PAGES = [
  { name: 'sign-in', path: '/sign-in', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  { name: 'wizard, first step', path: '/quotes/new', signedIn: true },
  { name: 'tax calculator', path: '/tax-calculator', signedIn: true },
  { name: 'submission BR-10002/1', path: '/submissions/BR-10002/1', signedIn: true },
  { name: 'cancel-approve BR-20001/2', path: '/submissions/BR-20001/2/cancel-approve', signedIn: true },
  { name: 'webhooks list', path: '/webhooks', signedIn: true },
]
const PAGES = ONLY ? ALL_PAGES.filter((page) => page.name.startsWith(ONLY)) : ALL_PAGES

/** A session as the portal's sign-in writes it, from the sandbox's authentication call (section 4.1). */
async function freshSession(base: string): Promise<string> {
  const response = await fetch(`${base}/v1/authentication`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ACCOUNT, password: PASSWORD }),
  })
  const tokens = (await response.json()) as { AccessToken: string; RefreshToken: string; ExpiresIn: number }
  return JSON.stringify({
    username: ACCOUNT,
    accessToken: tokens.AccessToken,
    refreshToken: tokens.RefreshToken,
    expiresAt: Date.now() + tokens.ExpiresIn * 1000,
  })
}

interface Figures {
  scores: Record<keyof typeof BUDGETS, number>
  lcpMs: number
  tbtMs: number
  cls: number
  /** What kept a score from its budget: the failing audits' titles. */
  failing: string[]
}

async function audit(base: string, page: (typeof PAGES)[number]): Promise<Figures> {
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
    headless: true,
  })
  try {
    if (page.signedIn) {
      // A same-origin address that loads no script, so the cache stays empty for Lighthouse.
      const seeding = await context.newPage()
      await seeding.goto(`${base}/__sandbox/info`)
      await seeding.evaluate(([key, value]) => localStorage.setItem(key, value), ['portal.session', await freshSession(base)] as const)
      await seeding.close()
    }
    const flags: Flags = {
      port: DEBUGGING_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(BUDGETS),
      disableStorageReset: true,
    }
    const result = await lighthouse(`${base}${page.path}`, flags, DESKTOP ? desktopConfig : undefined)
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`)
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname
    if (finalPath !== page.path) throw new Error(`${page.path} ended on ${finalPath}: not the page measured`)
    const score = (category: keyof typeof BUDGETS) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const failing = Object.keys(BUDGETS).flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < (category === 'performance' ? 0.9 : 1))
        .map((ref) => `${category}: ${lhr.audits[ref.id]?.title} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
    )
    // What moved, when the page moved: the elements of Lighthouse's layout-shift audit.
    const shifts = ((lhr.audits['layout-shifts']?.details as { items?: { node?: { snippet?: string }; score?: number }[] } | undefined)?.items ?? [])
      .filter((item) => (item.score ?? 0) > 0)
      .map((item) => `layout shift ${item.score?.toFixed(3)}: ${item.node?.snippet ?? 'an element'}`)
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failing: [...failing, ...shifts],
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

async function main() {
  const started = performance.now()
  const preview = await startPreview({ port: PORT, outDir: OUT_DIR, skipBuild: process.env.LIGHTHOUSE_SKIP_BUILD === '1' })
  const base = preview.base
  let failed = false
  try {
    await fetch(`${base}/__sandbox/reset`, { method: 'POST' })
    console.log(
      `Lighthouse ${DESKTOP ? 'desktop' : 'mobile'} against vite preview; budgets: performance >= ${BUDGETS.performance}, accessibility ${BUDGETS.accessibility}, best practices ${BUDGETS['best-practices']}, CLS < ${CLS_BELOW}`,
    )
    console.log(`${'page'.padEnd(28)} perf  a11y  best   LCP ms   TBT ms    CLS    verdict`)
    for (const page of PAGES) {
      const figures = await audit(base, page)
      const ok =
        (Object.keys(BUDGETS) as (keyof typeof BUDGETS)[]).every((category) => figures.scores[category] >= BUDGETS[category]) && figures.cls < CLS_BELOW
      failed ||= !ok
      const { scores } = figures
      console.log(
        `${page.name.padEnd(28)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores['best-practices']).padStart(4)}  ${figures.lcpMs.toFixed(0).padStart(7)}  ${figures.tbtMs.toFixed(0).padStart(7)}  ${figures.cls.toFixed(3).padStart(6)}    ${ok ? 'PASS' : 'FAIL'}`,
      )
      if (!ok || figures.cls > 0) for (const line of figures.failing) console.log(`    ${line}`)
    }
  } finally {
    preview.stop()
  }
  console.log(`${failed ? 'FAIL' : 'PASS'}: ${PAGES.length} pages in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  process.exit(failed ? 1 : 0)
}

await main()
