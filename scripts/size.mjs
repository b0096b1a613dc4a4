#!/usr/bin/env node
// Prints the gzip size of the JavaScript each page loads, from the build manifest, beside a bare React
// page built by the same Vite in the same run, and checks the budgets of the issues
// (docs/decisions/0003-bundle-budget.md, 0032-first-load-without-the-api-layer.md). Run after
// `vite build` (npm run size does both). 1 kB = 1000 bytes, gzip level 6.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, loadConfigFromFile } from 'vite'

const outDir = process.env.E2E_OUT_DIR || 'dist'
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
/** chunk file -> [module, size before minifying][] (tooling/chunk-modules-plugin.ts) */
const chunkModules = JSON.parse(readFileSync(join(outDir, '.vite/chunk-modules.json'), 'utf8'))

const SIGN_IN_PAGE = 'src/features/auth/components/sign-in-page.tsx'
/** ADR 0003: the sign-in route's initial JavaScript, in kB. */
const SIGN_IN_INITIAL_MAX_KB = 125
/** Issue 12: the sign-in route's initial JavaScript, at most this many times the bare React page. */
const SIGN_IN_MAX_RATIO_TO_BARE_REACT = 1.7

/**
 * What each chunk loaded on demand may add to the entry (its own JavaScript and the shared chunks the
 * entry has not loaded), in kB of gzip, keyed by the module it is imported for or, for a shared chunk
 * that is also imported on demand, by its name. Every one needs a line: a new route adds its own, its
 * figure from this script's output plus some room.
 */
const ON_DEMAND_MAX_KB = {
  'src/features/quote/components/wizard-page.tsx': 90,
  'src/features/tax/components/tax-calculator-page.tsx': 65,
  'src/features/auth/components/reset-password-page.tsx': 45,
  'src/features/auth/components/forgot-password-page.tsx': 45,
  // The workspace, its submission page, the three edit forms and the reply lookup: one chunk (ADR 0025).
  // 76.5 kB after issue 31 (a history that says what it dropped, the vehicle chosen from the quote, a draft sent without an
  // answer, the import kept across a reload).
  'src/features/submissions/screens.ts': 78,
  // With the taxes of every coverage: the tax contract, its query and tables (ADR 0037): 47.4 kB at the time.
  'src/features/quote/components/result-page.tsx': 58,
  'src/features/sandbox-console/components/sandbox-console-page.tsx': 60,
  'src/features/webhooks/components/webhooks-page.tsx': 38,
  'src/features/webhooks/components/new-subscription-page.tsx': 52,
  'src/features/webhooks/components/edit-subscription-page.tsx': 56,
  'src/features/webhooks/components/verifier-page.tsx': 44,
  'src/features/webhooks/components/event-catalog-page.tsx': 42,
  'src/features/submissions/components/note-page.tsx': 35,
  // Rows from a spreadsheet, one request each (issue 22): the batch runner, its record and the run's screen,
  // loaded from the workspace's chunk, whose 73 kB this figure counts too (90.1 kB at the time).
  // 96.2 kB after issue 31 (the import as a reducer kept across a reload; every line of the sheet in the run).
  'src/features/submissions/components/endorse-page.tsx': 98,
  // A refused row of a run fixed on its cells: loaded when the person fixes one.
  'row-fixer': 5,
  'src/features/home/components/home-page.tsx': 25,
  'src/features/cancellations/components/cancel-approve-page.tsx': 70,
  // Approve several: the list, the batch and its report (ADR 0065): 37.7 kB at the time.
  'src/features/cancellations/components/approve-several-page.tsx': 42,
  // The records screen with every portable kind's schema (ADR 0072): 27.5 kB at the time.
  'src/app/records-screen.tsx': 32,
  [SIGN_IN_PAGE]: 6,
  'src/app/not-found-page.tsx': 2,
  // The account menu and main navigation, with the first screen of a signed-in person.
  'src/app/signed-in-chrome.tsx': 2,
  // React Query and the page's QueryClient, with the first screen that reads server state (ADR 0011).
  'src/app/query-shell.tsx': 12,
  // The sign-in call, from the sign-in form's first focus (ADR 0032).
  'src/api/session/sign-in.ts': 16,
  // The refresh ahead of expiry, when its timer fires; the client imports the same chunk (ADR 0032).
  refresh: 16,
  // The sign-in page's sandbox accounts, after the page in sandbox mode, and its dialog that deletes an
  // account's drafts and results, when asked (issue 8); both read with zod, hence their size.
  'src/features/auth/components/sandbox-accounts.tsx': 16,
  'src/features/auth/components/forget-account-dialog.tsx': 20,
  // The XLSX reader, when a person picks a spreadsheet (ADR 0022).
  'node_modules/read-excel-file/browser/index.js': 20,
  // The schedule import (paste, mapping, preview) and the CSV export, when a person opens them (ADR 0034).
  'src/components/schedule-import/import-panel.tsx': 45,
  'src/components/schedule-import/export-schedule.ts': 33,
}

/** What the first page a signed-out visitor gets (the entry and the sign-in route) must not carry. */
const NOT_IN_FIRST_LOAD = [
  [/^node_modules\/zod\//, 'zod loads with the first request that reads an answer (ADR 0032)'],
  [/^src\/contract\/(?!headers\.ts$|first-load-guards\.ts$)/, 'a contract module builds its zod schemas when loaded (ADR 0032)'],
  [/^src\/api\/(read-response|client)\.ts$/, 'reading answers needs zod and the contract (ADR 0032)'],
  [/^node_modules\/@tanstack\//, 'React Query loads with the first screen that reads server state (ADR 0003, 0011)'],
  [/^node_modules\/(react-hook-form|@hookform)\//, 'the form library loads with the screens that use it (ADR 0003)'],
]

const gzipKb = (code) => gzipSync(code).length / 1000
const kb = (value) => `${value.toFixed(1)} kB`

/** A chunk and everything it imports statically, as manifest keys. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen)
  return seen
}

const jsFiles = (keys) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))
const sizeOf = (keys) => jsFiles(keys).reduce((sum, file) => sum + gzipKb(readFileSync(join(outDir, file))), 0)
const modulesOf = (keys) => jsFiles(keys).flatMap((file) => chunkModules[file] ?? [])

/** React rendering one element, built now with the portal's target and minifier and the React plugin. */
async function bareReactPageKb() {
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, undefined, undefined, 'silent')
  const portalBuild = loaded?.config.build ?? {}
  const result = await build({
    root: fileURLToPath(new URL('./bare-react-page', import.meta.url)),
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { target: portalBuild.target, minify: portalBuild.minify, write: false },
  })
  const outputs = [result].flat().flatMap((output) => output.output)
  return outputs.filter((file) => file.type === 'chunk').reduce((sum, chunk) => sum + gzipKb(chunk.code), 0)
}

/** `react-dom`, `@tanstack/query-core`, `src/app`, or the bundler's own helpers. */
function sourceOf(module) {
  const inPackage = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)
  if (inPackage) return inPackage[1]
  const inSource = /^(src\/[^/]+)\//.exec(module)
  return inSource ? inSource[1] : 'bundler helpers'
}

function describeSources(modules) {
  const bySource = new Map()
  for (const [module, length] of modules) bySource.set(sourceOf(module), (bySource.get(sourceOf(module)) ?? 0) + length)
  return [...bySource]
    .sort((a, b) => b[1] - a[1])
    .map(([source, length]) => `${source} ${(length / 1000).toFixed(1)}`)
    .join(' · ')
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
const entry = staticClosure(entryKey)
const entryKb = sizeOf(entry)
const onDemand = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []))]
  .map((key) => {
    const own = new Set([...staticClosure(key)].filter((chunk) => !entry.has(chunk)))
    const ownKb = sizeOf(own)
    return { key, label: manifest[key].src ?? manifest[key].name, ownKb, initialKb: entryKb + ownKb }
  })
  .sort((a, b) => b.ownKb - a.ownKb)
const signInPage = onDemand.find((chunk) => chunk.label === SIGN_IN_PAGE)
const bareKb = await bareReactPageKb()

console.log(`Bare React page (react-dom/client rendering one element, same Vite and target, this run): ${kb(bareKb)} gzip`)
console.log(`Entry, every page's first load: ${kb(entryKb)} gzip in ${jsFiles(entry).length} files`)
console.log(`  its sources in kB before minifying: ${describeSources(modulesOf(entry))}`)
console.log('Loaded on demand: own + shared not yet loaded | opened first: with the entry | budget')
for (const chunk of onDemand) {
  const budget = ON_DEMAND_MAX_KB[chunk.label]
  console.log(`  ${kb(chunk.ownKb).padStart(8)}   ${kb(chunk.initialKb).padStart(8)}   ${(budget ? `${budget} kB` : 'none').padStart(6)}   ${chunk.label}`)
}

let failed = false
function check(ok, line) {
  failed ||= !ok
  console.log(`BUDGET ${ok ? 'ok  ' : 'OVER'} ${line}`)
}

if (!signInPage) {
  check(false, `sign-in route: ${SIGN_IN_PAGE} not found in the build`)
} else {
  const ratio = signInPage.initialKb / bareKb
  check(signInPage.initialKb <= SIGN_IN_INITIAL_MAX_KB, `sign-in route, initial JavaScript: ${kb(signInPage.initialKb)} of ${SIGN_IN_INITIAL_MAX_KB} kB`)
  check(
    ratio <= SIGN_IN_MAX_RATIO_TO_BARE_REACT,
    `sign-in route, initial JavaScript to a bare React page: ${ratio.toFixed(2)} times (${kb(signInPage.initialKb)} / ${kb(bareKb)}), at most ${SIGN_IN_MAX_RATIO_TO_BARE_REACT}`,
  )
  const firstLoad = modulesOf(new Set([...entry, ...staticClosure(signInPage.key)])).map(([module]) => module)
  const refused = NOT_IN_FIRST_LOAD.flatMap(([pattern, reason]) => firstLoad.filter((module) => pattern.test(module)).map((module) => `${module}: ${reason}`))
  check(
    refused.length === 0,
    `sign-in route's first load carries no zod, contract schemas, React Query or form library${refused.map((line) => `\n       ${line}`).join('')}`,
  )
}
for (const chunk of onDemand) {
  const budget = ON_DEMAND_MAX_KB[chunk.label]
  if (budget === undefined) check(false, `${chunk.label}: no budget; add it to ON_DEMAND_MAX_KB in scripts/size.mjs (its figure above, plus some room)`)
  else if (chunk.ownKb > budget) check(false, `${chunk.label}: ${kb(chunk.ownKb)} of ${budget} kB`)
}
if (!failed) console.log(`BUDGET ok   every chunk loaded on demand within its budget (${onDemand.length})`)
process.exit(failed ? 1 : 0)
