// The words of every screen state (docs/writing.md): per state of the sweeps' registry, the words of prose
// before the first thing to do, the words of prose on the whole page and any sentence said twice, as a
// table with totals. The figures are the sweeps' own (e2e/sweeps.spec.ts writes them to
// test-results/playwright/prose/ on every run), so the states are the registry's, in its order.
//
//   npm run prose                    builds (E2E_OUT_DIR), runs the sweeps measuring the prose alone (E2E_PROSE=1), prints
//   PROSE_SKIP_BUILD=1 npm run prose the same on the build already there
//   tsx scripts/prose.ts --table     prints the last run's figures (npm test does, after Playwright)
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { PROSE_BUDGET_WORDS, PROSE_FIGURES_DIR, type StateProse } from '../tooling/prose-figures.ts'

const tableOnly = process.argv.includes('--table')

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

if (!tableOnly) {
  if (process.env.PROSE_SKIP_BUILD !== '1' && run('npm', ['run', 'build:e2e']) !== 0) process.exit(1)
  // Measuring only, the sweeps check nothing: the table says what breaks the rules.
  run('node_modules/.bin/playwright', ['test', 'e2e/sweeps.spec.ts', '--grep', 'every screen, state and dialog', '--reporter', 'dot'], { E2E_PROSE: '1' })
}

const files = existsSync(PROSE_FIGURES_DIR) ? readdirSync(PROSE_FIGURES_DIR).filter((file) => file.endsWith('.json')) : []
if (files.length === 0) {
  console.error(`No prose figures in ${PROSE_FIGURES_DIR}: the sweeps (e2e/sweeps.spec.ts) did not run.`)
  process.exit(1)
}
const states = files.sort().flatMap((file) => (JSON.parse(readFileSync(`${PROSE_FIGURES_DIR}/${file}`, 'utf8')) as { states: StateProse[] }).states)

const width = Math.max(...states.map(({ state }) => state.length), 'state'.length)
const line = (state: string, before: string, words: string, note = '') => `${state.padEnd(width)}  ${before.padStart(6)}  ${words.padStart(5)}  ${note}`
console.log(`\nWords of prose per screen state (budget: ${PROSE_BUDGET_WORDS} before the first thing to do; no sentence twice)\n`)
console.log(line('state', 'before', 'page', 'over the budget / said twice'))
for (const { state, before, words, repeats } of states) {
  const notes = [before > PROSE_BUDGET_WORDS ? 'OVER' : '', ...repeats.map(({ sentence, times }) => `${times}x "${sentence}"`)].filter(Boolean)
  console.log(line(state, String(before), String(words), notes.join('; ')))
}
const sum = (pick: (state: StateProse) => number) => states.reduce((total, state) => total + pick(state), 0)
console.log(line('total', String(sum((state) => state.before)), String(sum((state) => state.words))))
const over = states.filter((state) => state.before > PROSE_BUDGET_WORDS).length
const repeated = states.filter((state) => state.repeats.length > 0).length
console.log(`\n${states.length} states; ${over} over the budget; ${repeated} with a sentence said twice.`)
