/**
 * Lighthouse on the portal's main pages, on mobile (Lighthouse's default: simulated throttling of a slow 4G
 * phone) and on desktop, against `npm start` behind HTTPS and HTTP/2 as deployed, signed in where the page needs it; prints each page's scores, FCP,
 * LCP (and, on a miss, its element), TBT, CLS and JavaScript loaded and not used against the budgets of issues 12 and 41, and exits 1 when
 * one fails (docs/decisions/0040-lighthouse-budgets-and-security-tests.md,
 * 0134-lighthouse-on-mobile-and-on-npm-start.md). Not part of `npm test`: it takes about two minutes.
 *
 *   npm run lighthouse
 *
 * Env: LIGHTHOUSE_PORT (default 4470: the stand-in API on it, the portal on the next, Chromium's debugging
 * port on the one after, the HTTPS front on the one after that); LIGHTHOUSE_OUT_DIR (default dist-lighthouse), built first (`npm run build` into it)
 * unless LIGHTHOUSE_SKIP_BUILD=1; LIGHTHOUSE_FORM_FACTOR `mobile` or `desktop` for one of the two;
 * LIGHTHOUSE_ONLY=<page name> for the pages whose name starts so.
 *
 * What it serves: `npm start` of the build forwarding /v1 to the sandbox alone, as a deployment with a real
 * API does (tooling/production-portal.ts), behind what is in front of it in a deployment: TLS ending at a
 * proxy that speaks HTTP/2 to the browser (tooling/tls-front.ts, ADR 0168; its test-only certificate is
 * trusted by this Chromium alone). Each page runs in a fresh Chromium profile (an empty cache, as a
 * first visit). A signed-in page gets its session the way the portal keeps it: the API is asked for tokens
 * and they are written to the profile's `localStorage` (`portal.session`, src/api/session/session-store.ts)
 * from an address of the portal that loads no script, before Lighthouse opens the page; Lighthouse is told
 * not to clear storage. Lighthouse's figures move with the machine's load (its CPU times are multiplied
 * by four on mobile): measure on a quiet machine.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse'
import { CHROMIUM_ARGS, chromiumExecutable } from '../tooling/browser.ts'
import { startProductionPortal } from '../tooling/production-portal.ts'
import { startTlsFront, type TlsFront } from '../tooling/tls-front.ts'

const PORT = Number(process.env.LIGHTHOUSE_PORT || 4470)
const DEBUGGING_PORT = PORT + 2
const FRONT_PORT = PORT + 3
const OUT_DIR = process.env.LIGHTHOUSE_OUT_DIR || 'dist-lighthouse'
const ACCOUNT = 'agent@blueridge.example'
const PASSWORD = 'Sandbox-Pass-1'

type FormFactor = 'mobile' | 'desktop'
const FORM_FACTORS: FormFactor[] = process.env.LIGHTHOUSE_FORM_FACTOR ? [process.env.LIGHTHOUSE_FORM_FACTOR as FormFactor] : ['mobile', 'desktop']
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const
type Category = (typeof CATEGORIES)[number]

/** Issue 12's budgets (desktop), issue 41's (mobile and the unused JavaScript of sign-in). */
const BUDGETS: Record<FormFactor, Record<Category, number>> = {
  mobile: { performance: 98, accessibility: 100, 'best-practices': 100 },
  desktop: { performance: 95, accessibility: 100, 'best-practices': 100 },
}
const CLS_BELOW = 0.02
/** JavaScript loaded and not used on sign-in, in KiB as sent (every script, not only those Lighthouse lists from 20 KiB). */
const SIGN_IN_UNUSED_JS_BELOW_KIB = 10

const ONLY = process.env.LIGHTHOUSE_ONLY
/** The pages of issue 12; ids from sandbox-fixtures.md. */
const ALL_PAGES = [
  { name: 'sign-in', path: '/sign-in', signedIn: false, unusedJsBelowKib: SIGN_IN_UNUSED_JS_BELOW_KIB },
  { name: 'home', path: '/', signedIn: true },
  { name: 'wizard, first step', path: '/quotes/new', signedIn: true },
  { name: 'tax calculator', path: '/tax-calculator', signedIn: true },
  { name: 'submission BR-10002/1', path: '/submissions/BR-10002/1', signedIn: true },
  { name: 'cancel-approve BR-20001/2', path: '/submissions/BR-20001/2/cancel-approve', signedIn: true },
  { name: 'webhooks list', path: '/webhooks', signedIn: true },
]
const PAGES = ONLY ? ALL_PAGES.filter((page) => page.name.startsWith(ONLY)) : ALL_PAGES
type AuditedPage = (typeof ALL_PAGES)[number]

/** A session as the portal's sign-in writes it, from the API's authentication call (section 4.1). */
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
  scores: Record<Category, number>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** JavaScript loaded and not used when the page was measured, in KiB as sent. */
  unusedJsKib: number
  /** What kept a score from its budget: the failing audits' titles, and what moved. */
  failing: string[]
}

interface TreemapNode {
  name: string
  resourceBytes: number
  unusedBytes?: number
}

/**
 * Every script's unused bytes (Lighthouse's coverage, in `script-treemap-data`) in the share they have of
 * what was sent for it: the figure of the `unused-javascript` audit, without its 20 KiB floor per script.
 */
function unusedJavaScriptKib(lhr: Result): number {
  const nodes = (lhr.audits['script-treemap-data']?.details as { nodes?: TreemapNode[] } | undefined)?.nodes ?? []
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string; transferSize?: number; resourceSize?: number }[] } | undefined)?.items ?? []
  const bytes = nodes.reduce((sum, node) => {
    const request = requests.find((candidate) => candidate.url === node.name)
    const ratio = request?.transferSize && request.resourceSize ? request.transferSize / request.resourceSize : 1
    return sum + (node.unusedBytes ?? 0) * ratio
  }, 0)
  return bytes / 1024
}

interface Served {
  /** The portal as the browser reaches it: through the HTTPS front. */
  front: TlsFront
  /** `npm start` itself, where the script asks the API for a session. */
  portalBase: string
}

async function audit({ front, portalBase }: Served, page: AuditedPage, formFactor: FormFactor): Promise<Figures> {
  const base = front.base
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`, front.chromiumTrustArgument],
    headless: true,
  })
  try {
    if (page.signedIn) {
      // An address of the portal that loads no script, so the cache stays empty for Lighthouse.
      const seeding = await context.newPage()
      await seeding.goto(`${base}/healthz`)
      await seeding.evaluate(([key, value]) => localStorage.setItem(key, value), ['portal.session', await freshSession(portalBase)] as const)
      await seeding.close()
    }
    const flags: Flags = {
      port: DEBUGGING_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: true,
    }
    const result = await lighthouse(`${base}${page.path}`, flags, formFactor === 'desktop' ? desktopConfig : undefined)
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`)
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname
    if (finalPath !== page.path) throw new Error(`${page.path} ended on ${finalPath}: not the page measured`)
    const protocol = (lhr.audits['network-requests']?.details as { items?: { protocol?: string }[] } | undefined)?.items?.[0]?.protocol
    if (protocol !== 'h2') throw new Error(`${page.path} came over ${protocol ?? 'an unknown protocol'}, not HTTP/2: not measured as deployed`)
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const failing = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < (category === 'performance' ? 0.9 : 1))
        .map((ref) => `${category}: ${lhr.audits[ref.id]?.title} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
    )
    // What moved, when the page moved: the elements of Lighthouse's layout-shift audit.
    const shifts = ((lhr.audits['layout-shifts']?.details as { items?: { node?: { snippet?: string }; score?: number }[] } | undefined)?.items ?? [])
      .filter((item) => (item.score ?? 0) > 0)
      .map((item) => `layout shift ${item.score?.toFixed(3)}: ${item.node?.snippet ?? 'an element'}`)
    const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items
    const lcpElement = lcpItems?.[0]?.items?.[0]?.node?.snippet ?? 'not named'
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      unusedJsKib: unusedJavaScriptKib(lhr),
      failing: [...failing, `largest contentful paint: ${lcpElement}`, ...shifts],
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

function verdict(page: AuditedPage, formFactor: FormFactor, figures: Figures): boolean {
  const budgets = BUDGETS[formFactor]
  return (
    CATEGORIES.every((category) => figures.scores[category] >= budgets[category]) &&
    figures.cls < CLS_BELOW &&
    (page.unusedJsBelowKib === undefined || figures.unusedJsKib < page.unusedJsBelowKib)
  )
}

async function main() {
  const started = performance.now()
  const portal = await startProductionPortal({ port: PORT, outDir: OUT_DIR, skipBuild: process.env.LIGHTHOUSE_SKIP_BUILD === '1' })
  let front: TlsFront | undefined
  let failed = false
  try {
    front = await startTlsFront({ port: FRONT_PORT, target: portal.base })
    for (const formFactor of FORM_FACTORS) {
      const budgets = BUDGETS[formFactor]
      await fetch(`${portal.apiBase}/__sandbox/reset`, { method: 'POST' })
      console.log(
        `Lighthouse ${formFactor} against npm start behind HTTPS and HTTP/2 (${front.base}); budgets: performance >= ${budgets.performance}, accessibility ${budgets.accessibility}, ` +
          `best practices ${budgets['best-practices']}, CLS < ${CLS_BELOW}, JavaScript not used on sign-in < ${SIGN_IN_UNUSED_JS_BELOW_KIB} KiB`,
      )
      console.log(`${'page'.padEnd(28)} perf  a11y  best   FCP ms   LCP ms   TBT ms    CLS  unused JS    verdict`)
      for (const page of PAGES) {
        const figures = await audit({ front, portalBase: portal.base }, page, formFactor)
        const ok = verdict(page, formFactor, figures)
        failed ||= !ok
        const { scores } = figures
        console.log(
          `${page.name.padEnd(28)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores['best-practices']).padStart(4)}  ` +
            `${figures.fcpMs.toFixed(0).padStart(7)}  ${figures.lcpMs.toFixed(0).padStart(7)}  ${figures.tbtMs.toFixed(0).padStart(7)}  ${figures.cls.toFixed(3).padStart(6)}  ${`${figures.unusedJsKib.toFixed(1)} KiB`.padStart(9)}    ${ok ? 'PASS' : 'FAIL'}`,
        )
        if (!ok || figures.cls > 0) for (const line of figures.failing) console.log(`    ${line}`)
      }
    }
  } finally {
    await front?.stop()
    await portal.stop()
  }
  console.log(`${failed ? 'FAIL' : 'PASS'}: ${PAGES.length} pages, ${FORM_FACTORS.join(' and ')}, in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  process.exit(failed ? 1 : 0)
}

await main()
