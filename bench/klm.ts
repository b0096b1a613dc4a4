/**
 * Keystroke-level model (KLM) of quoting an insured's fleet: counts the operators of each scenario and
 * holds them to what bench/klm.ts records, and its modelled time to issue 11's budgets.
 *
 *   npm run bench:klm    builds into BENCH_OUT_DIR (default dist-bench-klm) unless BENCH_SKIP_BUILD=1,
 *                        serves it on BENCH_PORT (default 4549), in the full Chromium
 *   npm run test:klm     (in `npm test`) the build of `npm run build:e2e` (E2E_OUT_DIR), served on
 *                        E2E_PORT_BASE + 65, in the tests' headless shell
 *
 * Env: BENCH_DETAIL=1 also prints each page's operators; BENCH_ONLY=(c) runs only the scenarios whose
 * name starts so.
 *
 * How it measures. Each scenario drives the real wizard in Chromium by the keyboard alone, from the
 * home page to the price, for the insured of bench/klm/insured-schedule.ts (10 trucks, 5 trailers, 10
 * drivers), in a fresh browser context signed in (sign-in is not counted). Every key the script
 * presses is a K, including each Tab it takes to reach a field in the page's real tab order, and a
 * select is picked by typing only as many letters as it takes. Scenario (d) is issue 21's walk: 12
 * trucks whose workbook gives a unit type and a gross weight in the insured's words; it also prints the
 * interactions (M: a value chosen, a command) the weight class and body type take, budget 4. Scenarios
 * (e) and (f) are (b) and (c) with FMCSA's census (issue 40, ADR 0128): the USDOT number typed, its
 * details used in one action; in the others the census's answers are held back, as before it. One M goes before each value typed and
 * each command (bench/klm/operators.ts says the rule). The model's time is the sum of the operators'
 * times (Card, Moran and Newell: K 0.28 s, P 1.1 s, H 0.4 s, M 1.35 s); the machine's own speed does
 * not enter it.
 *
 * The gate (ADR 0108). Every run counts the same: what the page does in answer to a key is drawn, and
 * the focus moved, before the script reads it. So each scenario's counts are recorded below, and any
 * other count fails, with no margin: more operators are a person's extra work; fewer are a change to
 * record here (with what the portal now spares them). The time budgets are checked beside them.
 */
import { E2E_OUT_DIR, klmPort } from '../tooling/test-ports.ts'
import { FUNCTIONAL_TEST_CHROMIUM_ARGS, testChromiumExecutable } from '../tooling/browser.ts'
import { KeyboardPerson, modelledSeconds, OPERATOR_SECONDS, type Operator, type OperatorCounts } from './klm/operators.ts'
import { CLASS_AND_BODY, fullQuote, importEverySchedulePage, importTwelveTrucks, quickIndication, typeEverySchedulePage } from './klm/wizard-script.ts'
import { BENCH_ACCOUNT, signInForBench, startPreview, type Preview } from './support/preview.ts'

interface Scenario {
  name: string
  /** Whether the agent has FMCSA's census (ADR 0128); without it, its answers are held back and the agent types the insured and the garage. */
  census?: boolean
  /** What every run counts. */
  counts: OperatorCounts
  /** Modelled seconds the scenario must stay under, if it has a budget. */
  budgetSeconds?: number
  run: (person: KeyboardPerson) => Promise<void>
}

const SCENARIOS: Scenario[] = [
  { name: '(a) a quote, typing every row', counts: { K: 1253, P: 0, H: 0, M: 196 }, run: (person) => fullQuote(person, typeEverySchedulePage) },
  {
    name: '(b) a quote, importing the file',
    counts: { K: 210, P: 3, H: 6, M: 42 },
    budgetSeconds: 240,
    run: (person) => fullQuote(person, importEverySchedulePage),
  },
  { name: '(c) a quick indication', counts: { K: 151, P: 0, H: 0, M: 29 }, budgetSeconds: 90, run: quickIndication },
  { name: '(d) 12 trucks imported (issue 21)', counts: { K: 246, P: 3, H: 6, M: 44 }, run: (person) => fullQuote(person, importTwelveTrucks) },
  {
    name: '(e) (b) with the census (issue 40)',
    census: true,
    counts: { K: 132, P: 3, H: 6, M: 34 },
    budgetSeconds: 90,
    run: (person) => fullQuote(person, importEverySchedulePage, 'census'),
  },
  {
    name: '(f) (c) with the census (issue 40)',
    census: true,
    counts: { K: 71, P: 0, H: 0, M: 20 },
    budgetSeconds: 60,
    run: (person) => quickIndication(person, 'census'),
  },
]

/** Issue 21: the weight class and body type of the 12 imported trucks take at most 4 interactions (a value chosen, a command). */
const CLASS_AND_BODY_INTERACTIONS = 4

async function measure(preview: Preview, scenario: Scenario): Promise<KeyboardPerson> {
  const context = await preview.browser.newContext({ viewport: { width: 1280, height: 900 } })
  // Before the census, the agent typed the insured: the stand-in has nothing for the number then.
  if (!scenario.census) await context.route(/\/resource\/[^/]+\.json/, (route) => route.fulfill({ json: [] }))
  try {
    const page = await context.newPage()
    page.on('dialog', (dialog) => void dialog.accept())
    await signInForBench(page, preview.base)
    // A returning agent: the agency type was answered once, on an earlier quote (ADR 0006).
    await page.evaluate((key) => localStorage.setItem(key, 'retail'), `portal.quote-wizard.agency-type.${BENCH_ACCOUNT}`)
    const person = new KeyboardPerson(page)
    await scenario.run(person)
    return person
  } finally {
    await context.close()
  }
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${(seconds % 60).toFixed(1).padStart(4, '0')} s`
const operators = Object.keys(OPERATOR_SECONDS) as Operator[]
const listed = (counts: OperatorCounts, width = 4) => operators.map((operator) => `${operator} ${String(counts[operator]).padStart(width)}`).join('  ')
const differ = (counted: OperatorCounts, recorded: OperatorCounts) => operators.some((operator) => counted[operator] !== recorded[operator])

/** Where the operators of a scenario went, page by page. */
function printPages({ pages }: KeyboardPerson) {
  pages.forEach(({ page, counts: upTo }, index) => {
    const before = pages[index - 1]?.counts ?? { K: 0, P: 0, H: 0, M: 0 }
    const spent = Object.fromEntries(operators.map((operator) => [operator, upTo[operator] - before[operator]])) as OperatorCounts
    console.log(`      ${page.padEnd(70)} ${listed(spent, 3)}   ${modelledSeconds(spent).toFixed(1).padStart(5)} s`)
  })
}

/** Runs the scenarios, prints their counts and verdicts; false when a count is not the recorded one or a budget is over. */
async function runScenarios(preview: Preview): Promise<boolean> {
  let passed = true
  console.log(
    `Keystroke-level model, ${operators.map((operator) => `${operator} ${OPERATOR_SECONDS[operator]} s`).join(', ')}; 10 trucks, 5 trailers, 10 drivers:`,
  )
  for (const scenario of SCENARIOS.filter(({ name }) => !process.env.BENCH_ONLY || name.startsWith(process.env.BENCH_ONLY))) {
    const person = await measure(preview, scenario)
    const seconds = modelledSeconds(person.counts)
    const overBudget = scenario.budgetSeconds !== undefined && seconds >= scenario.budgetSeconds
    const budget = scenario.budgetSeconds === undefined ? '(no time budget)' : `${overBudget ? 'OVER' : 'within'} ${scenario.budgetSeconds} s`
    const changed = differ(person.counts, scenario.counts)
    passed &&= !overBudget && !changed
    console.log(
      `  ${scenario.name.padEnd(34)} ${listed(person.counts)}   ${seconds.toFixed(1).padStart(6)} s = ${minutes(seconds)}   ${budget}; ${changed ? `FAIL: recorded ${listed(scenario.counts, 0)}` : 'the recorded counts'}`,
    )
    const span = person.spans[CLASS_AND_BODY]
    if (span) {
      const spanVerdict = span.M <= CLASS_AND_BODY_INTERACTIONS ? 'PASS' : 'FAIL'
      passed &&= spanVerdict === 'PASS'
      console.log(
        `      ${CLASS_AND_BODY}: ${span.M} interactions (${span.K} keys, ${modelledSeconds(span).toFixed(1)} s)   ${spanVerdict} (budget ${CLASS_AND_BODY_INTERACTIONS} interactions)`,
      )
    }
    if (changed) console.log('      A count that went down is a saving to record in bench/klm.ts; one that went up is work a person now does. Page by page:')
    if (changed || process.env.BENCH_DETAIL === '1') printPages(person)
  }
  return passed
}

async function main() {
  const gate = process.argv.includes('--gate')
  const preview = await startPreview(
    gate
      ? { port: klmPort, outDir: E2E_OUT_DIR, skipBuild: true, executablePath: testChromiumExecutable(), args: FUNCTIONAL_TEST_CHROMIUM_ARGS }
      : {
          port: Number(process.env.BENCH_PORT || 4549),
          outDir: process.env.BENCH_OUT_DIR || 'dist-bench-klm',
          skipBuild: process.env.BENCH_SKIP_BUILD === '1',
        },
  )
  const passed = await runScenarios(preview).finally(() => preview.close())
  console.log(passed ? 'PASS' : 'FAIL')
  if (!passed) process.exitCode = 1
}

await main()
