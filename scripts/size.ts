// Prints the gzip size of the JavaScript each page loads, from the build manifest, beside a bare React
// page built by the same Vite in the same run, and checks the budgets of the issues
// (docs/decisions/0003-bundle-budget.md, 0032-first-load-without-the-api-layer.md,
// 0132-sign-in-first-load-and-its-budgets.md): sign-in's first load (the page drawn at build time and its
// own script), the app's, each screen's from its declaration (src/features/<feature>/screens.ts, ADR 0097),
// the other chunks' below. Run after `vite build` (npm run size does both). 1 kB = 1000 bytes, gzip level 6.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, loadConfigFromFile } from 'vite'
import { DECLARED_SCREENS } from '../src/app/all-screens.ts'
import { screenModules as declaredScreenModules } from '../tooling/screen-imports.ts'

interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

const outDir = process.env.E2E_OUT_DIR || 'dist'
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(outDir, '.vite', file), 'utf8')) as T
const manifest = readJson<Record<string, ManifestChunk>>('manifest.json')
/** chunk file -> [module, size before minifying][] (tooling/chunk-modules-plugin.ts) */
const chunkModules = readJson<Record<string, [string, number][]>>('chunk-modules.json')
/** screen id -> the modules its declaration imports */
const screenModules = declaredScreenModules(DECLARED_SCREENS)

/** The app's page, and the page drawn at build time for /sign-in with its own script (ADR 0130). */
const APP_PAGE = 'index.html'
const SIGN_IN_DRAWN = { page: 'sign-in.html', script: 'src/drawn-sign-in.ts' }
const SIGN_IN_PAGE = 'src/features/auth/components/sign-in-page.tsx'
/** Issue 41: sign-in's first load (the drawn page's JavaScript), at most this many times the bare React page. */
const SIGN_IN_MAX_RATIO_TO_BARE_REACT = 1.4
/**
 * Issue 41: what crosses the link before the drawn sign-in form can be pressed (the page, its stylesheet and
 * its scripts), in kB of gzip. Pressable within 1.5 s at 400 ms a round trip and 50 kB a second leaves
 * 0.7 s of bytes after the page's two round trips (35 kB); this is the figure at the time plus room.
 */
const BEFORE_PRESSABLE_MAX_KB = 20
/** ADR 0003: the app's first load at an address other than /sign-in, signed out (the entry and the sign-in route), in kB. */
const APP_SIGN_IN_INITIAL_MAX_KB = 125

/**
 * What each chunk loaded on demand may add to the entry (its own JavaScript and the shared chunks the
 * entry has not loaded), in kB of gzip. A screen's chunk has its budget in the screen's declaration
 * (`budgetKb`); every other chunk needs a line here, keyed by the module it is imported for or, for a
 * shared chunk that is also imported on demand, by its name: its figure from this script's output plus some room.
 */
const OTHER_CHUNKS_MAX_KB: Record<string, number> = {
  // Rows from a spreadsheet, one request each (issue 22): the batch runner, its record and the run's screen,
  // loaded from the workspace's chunk, whose 73 kB this figure counts too (90.1 kB at the time).
  // 96.2 kB after issue 31 (the import as a reducer kept across a reload; every line of the sheet in the run).
  // 98.4 kB after issue 42: the contract's rules as the patterns the OpenAPI document states (ADR 0120).
  // 99.3 kB after issue 39 (every send's words for an ended session, a fixed row sent, a preview that says every column).
  // 100.5 kB after issue 43 (a field's problem said as it is typed, live regions without a role).
  // 101.0 kB after issue 44: the kept reducer that hosts every state machine is a shared chunk (0.4 kB, ADR 0154).
  'src/features/submissions/components/endorse-page.tsx': 102,
  // A refused row of a run fixed on its cells: loaded when the person fixes one.
  'row-fixer': 5,
  // The account menu and main navigation, with the first screen of a signed-in person, and every
  // screen's place in the navigation and on home (their declarations without their imports): 3.0 kB at the time.
  'src/app/signed-in-chrome.tsx': 4,
  // React Query and the page's QueryClient, with the first screen that reads server state (ADR 0011).
  'src/app/query-shell.tsx': 12,
  // The sign-in call, from the sign-in form's first focus (ADR 0032).
  'src/api/session/sign-in.ts': 16,
  // The refresh ahead of expiry, when its timer fires; the client imports the same chunk (ADR 0032).
  refresh: 16,
  // What the error page asks when a deploy took this build's files away, fetched once a page has loaded (ADR 0117): 0.6 kB.
  'src/app/newer-build.ts': 1,
  // The sign-in page's sandbox accounts, after the page in sandbox mode, and its dialog that deletes an
  // account's drafts and results, when asked (issue 8); both read with zod, hence their size. The dialog
  // 20.5 kB after issue 42 (the drafts' contract with its patterns, ADR 0120).
  'src/features/auth/components/sandbox-accounts.tsx': 16,
  'src/features/auth/components/forget-account-dialog.tsx': 21,
  // The XLSX reader, when a person picks a spreadsheet (ADR 0022).
  'node_modules/read-excel-file/browser/index.js': 20,
  // FMCSA's census on the wizard's steps, loaded as a step draws (ADR 0127): the lookup with React Query's
  // observer, its words and fill rules; these figures count the wizard's chunk they are loaded from (91.6 kB
  // at the time): the panel 103.3 kB, the later steps' hints 100.6 kB; 105.7 and 103.0 kB after issue 39's
  // first part (the wizard's 94.0 kB); 107.1 and 104.3 kB after issue 44 (the kept reducer's shared chunk, ADR 0154).
  'src/features/quote/components/census/census-panel.tsx': 108,
  'src/features/quote/components/census/census-hint.tsx': 105,
  // The schedule import (paste, mapping, preview) and the CSV export, when a person opens them (ADR 0034);
  // 45.2 kB after issue 39 (a ready row says every column it sends).
  'src/components/schedule-import/import-panel.tsx': 46,
  'src/components/schedule-import/export-schedule.ts': 33,
}

/** What the first page a signed-out visitor gets (the entry and the sign-in route) must not carry. */
const NOT_IN_FIRST_LOAD: [RegExp, string][] = [
  [/^node_modules\/zod\//, 'zod loads with the first request that reads an answer (ADR 0032)'],
  [/^src\/contract\/(?!headers\.ts$|first-load-guards\.ts$)/, 'a contract module builds its zod schemas when loaded (ADR 0032)'],
  [/^src\/api\/(read-response|client)\.ts$/, 'reading answers needs zod and the contract (ADR 0032)'],
  [/^node_modules\/@tanstack\//, 'React Query loads with the first screen that reads server state (ADR 0003, 0011)'],
  [/^node_modules\/(react-hook-form|@hookform)\//, 'the form library loads with the screens that use it (ADR 0003)'],
]

const gzipKb = (code: Buffer | string) => gzipSync(code).length / 1000
const kb = (value: number) => `${value.toFixed(1)} kB`

/** A chunk and everything it imports statically, as manifest keys. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen)
  return seen
}

const jsFiles = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))
const sizeOf = (keys: Iterable<string>) => jsFiles(keys).reduce((sum, file) => sum + gzipKb(readFileSync(join(outDir, file))), 0)
const modulesOf = (keys: Iterable<string>) => jsFiles(keys).flatMap((file) => chunkModules[file] ?? [])

/** React rendering one element, built now with the portal's target and minifier and the React plugin. */
async function bareReactPageKb() {
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, undefined, undefined, 'silent')
  const portalBuild = loaded?.config.build ?? {}
  // The config's plugins are left out: this page is React alone.
  const result = await build({
    root: fileURLToPath(new URL('./bare-react-page', import.meta.url)),
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { target: portalBuild.target, minify: portalBuild.minify, write: false },
  })
  const outputs = [result].flat().flatMap((output) => ('output' in output ? output.output : []))
  return outputs.reduce((sum, file) => sum + (file.type === 'chunk' ? gzipKb(file.code) : 0), 0)
}

/** `react-dom`, `@tanstack/query-core`, `src/app`, or the bundler's own helpers. */
function sourceOf(module: string) {
  const inPackage = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)
  if (inPackage) return inPackage[1]!
  const inSource = /^(src\/[^/]+)\//.exec(module)
  return inSource ? inSource[1]! : 'bundler helpers'
}

function describeSources(modules: [string, number][]) {
  const bySource = new Map<string, number>()
  for (const [module, length] of modules) bySource.set(sourceOf(module), (bySource.get(sourceOf(module)) ?? 0) + length)
  return [...bySource]
    .sort((a, b) => b[1] - a[1])
    .map(([source, length]) => `${source} ${(length / 1000).toFixed(1)}`)
    .join(' · ')
}

const entry = staticClosure(APP_PAGE)
const entryKb = sizeOf(entry)
// The app's own start, which the drawn sign-in page imports when the person starts on it, is the entry's.
const onDemand = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []))]
  .filter((key) => !entry.has(key))
  .map((key) => {
    const own = new Set([...staticClosure(key)].filter((chunk) => !entry.has(chunk)))
    const ownKb = sizeOf(own)
    return { key, label: manifest[key]!.src ?? manifest[key]!.name ?? key, ownKb, initialKb: entryKb + ownKb }
  })
  .sort((a, b) => b.ownKb - a.ownKb)

let failed = false
function check(ok: boolean, line: string) {
  failed ||= !ok
  console.log(`BUDGET ${ok ? 'ok  ' : 'OVER'} ${line}`)
}

/** Each chunk's budget and whose it is: the declared screens that load it, or this script's other chunks. */
const budgets = new Map<string, { kb: number; of: string }>(Object.entries(OTHER_CHUNKS_MAX_KB).map(([label, kb]) => [label, { kb, of: 'scripts/size.ts' }]))
for (const screen of DECLARED_SCREENS) {
  const modules = screenModules.get(screen.id) ?? []
  const chunk = modules.find((module) => onDemand.some((candidate) => candidate.label === module))
  if (!chunk) {
    check(false, `${screen.id}: the build has no chunk of its own for ${modules.join(', ') || 'its screen'} (${screen.feature} declares it)`)
    continue
  }
  const known = budgets.get(chunk)
  if (known && known.kb !== screen.budgetKb)
    check(false, `${chunk}: ${known.of} says ${known.kb} kB, ${screen.id} ${screen.budgetKb} kB: screens that share a chunk state one figure`)
  budgets.set(chunk, { kb: screen.budgetKb, of: known && known.of !== 'scripts/size.ts' ? `${known.of}, ${screen.id}` : screen.id })
}
const signInPage = onDemand.find((chunk) => chunk.label === SIGN_IN_PAGE)
const bareKb = await bareReactPageKb()

console.log(`Bare React page (react-dom/client rendering one element, same Vite and target, this run): ${kb(bareKb)} gzip`)
console.log(`The app's entry (index.html, every address but /sign-in): ${kb(entryKb)} gzip in ${jsFiles(entry).length} files`)
console.log(`  its sources in kB before minifying: ${describeSources(modulesOf(entry))}`)
console.log('Loaded on demand: own + shared not yet loaded | opened first: with the entry | budget | whose budget')
for (const chunk of onDemand) {
  const budget = budgets.get(chunk.label)
  console.log(
    `  ${kb(chunk.ownKb).padStart(8)}   ${kb(chunk.initialKb).padStart(8)}   ${(budget ? `${budget.kb} kB` : 'none').padStart(6)}   ${chunk.label}${budget ? ` (${budget.of})` : ''}`,
  )
}

/** What a first load may not carry, for each module it does. */
const refusedIn = (modules: string[]) =>
  NOT_IN_FIRST_LOAD.flatMap(([pattern, reason]) => modules.filter((module) => pattern.test(module)).map((module) => `\n       ${module}: ${reason}`)).join('')

const drawnScript = staticClosure(SIGN_IN_DRAWN.script)
const drawnKb = sizeOf(drawnScript)
const fileKb = (file: string) => gzipKb(readFileSync(join(outDir, file)))
const beforePressableKb = fileKb(SIGN_IN_DRAWN.page) + (manifest[APP_PAGE]!.css ?? []).reduce((sum, file) => sum + fileKb(file), 0) + drawnKb
console.log(`Sign-in's first load: ${SIGN_IN_DRAWN.page}, drawn at build time, and its script: ${kb(drawnKb)} gzip in ${jsFiles(drawnScript).length} files`)
console.log(`  its sources in kB before minifying: ${describeSources(modulesOf(drawnScript))}`)
check(
  drawnKb / bareKb <= SIGN_IN_MAX_RATIO_TO_BARE_REACT,
  `sign-in's first load to a bare React page: ${(drawnKb / bareKb).toFixed(3)} times (${kb(drawnKb)} / ${kb(bareKb)}), at most ${SIGN_IN_MAX_RATIO_TO_BARE_REACT}`,
)
check(
  beforePressableKb <= BEFORE_PRESSABLE_MAX_KB,
  `before the drawn sign-in form can be pressed (page, stylesheet, script): ${kb(beforePressableKb)} of ${BEFORE_PRESSABLE_MAX_KB} kB`,
)
const drawnRefused = refusedIn(modulesOf(drawnScript).map(([module]) => module))
check(drawnRefused === '', `sign-in's first load carries no zod, contract schemas, React Query or form library${drawnRefused}`)
if (!signInPage) {
  check(false, `sign-in route: ${SIGN_IN_PAGE} not found in the build`)
} else {
  check(
    signInPage.initialKb <= APP_SIGN_IN_INITIAL_MAX_KB,
    `the app's sign-in route (an address other than /sign-in, signed out): ${kb(signInPage.initialKb)} of ${APP_SIGN_IN_INITIAL_MAX_KB} kB, ${(signInPage.initialKb / bareKb).toFixed(3)} times the bare page`,
  )
  const appRefused = refusedIn(modulesOf(new Set([...entry, ...staticClosure(signInPage.key)])).map(([module]) => module))
  check(appRefused === '', `the app's sign-in route carries no zod, contract schemas, React Query or form library${appRefused}`)
}
for (const chunk of onDemand) {
  const budget = budgets.get(chunk.label)
  if (budget === undefined) {
    check(
      false,
      `${chunk.label}: no budget; a screen's chunk takes it from the screen's declaration (budgetKb), any other a line in OTHER_CHUNKS_MAX_KB of scripts/size.ts (its figure above, plus some room)`,
    )
  } else if (chunk.ownKb > budget.kb) check(false, `${chunk.label}: ${kb(chunk.ownKb)} of ${budget.kb} kB (${budget.of})`)
}
if (!failed) console.log(`BUDGET ok   every chunk loaded on demand within its budget (${onDemand.length})`)
process.exit(failed ? 1 : 0)
