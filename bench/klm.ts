/**
 * Keystroke-level model (KLM) of quoting an insured's fleet: a benchmark that prints figures and
 * PASS/FAIL against issue 11's budgets (not part of `npm test`).
 *
 *   npm run bench:klm
 *
 * Env: BENCH_PORT (default 4549) for its own `vite preview`; BENCH_OUT_DIR (default dist-bench-klm),
 * built first unless BENCH_SKIP_BUILD=1; BENCH_DETAIL=1 also prints each page's operators;
 * BENCH_ONLY=(c) runs only the scenarios whose name starts so.
 *
 * How it measures. Each scenario drives the real wizard in Chromium by the keyboard alone, from the
 * home page to the price, for the insured of bench/klm/insured-schedule.ts (10 trucks, 5 trailers, 10
 * drivers), in a fresh browser context signed in (sign-in is not counted). Every key the script
 * presses is a K, including each Tab it takes to reach a field in the page's real tab order, and a
 * select is picked by typing only as many letters as it takes. Scenario (d) is issue 21's walk: 12
 * trucks whose workbook gives a unit type and a gross weight in the insured's words; it also prints the
 * interactions (M: a value chosen, a command) the weight class and body type take, budget 4. One M goes before each value typed and
 * each command (bench/klm/operators.ts says the rule). The model's time is the sum of the operators'
 * times (Card, Moran and Newell: K 0.28 s, P 1.1 s, H 0.4 s, M 1.35 s); the machine's own speed does
 * not enter it.
 */
import { KeyboardPerson, modelledSeconds, OPERATOR_SECONDS, type Operator } from './klm/operators.ts'
import { CLASS_AND_BODY, fullQuote, importEverySchedulePage, importTwelveTrucks, quickIndication, typeEverySchedulePage } from './klm/wizard-script.ts'
import { BENCH_ACCOUNT, signInForBench, startPreview, type Preview } from './support/preview.ts'

interface Scenario {
  name: string
  /** Modelled seconds the scenario must stay under, if it has a budget. */
  budgetSeconds?: number
  run: (person: KeyboardPerson) => Promise<void>
}

const SCENARIOS: Scenario[] = [
  { name: '(a) a quote, typing every row', run: (person) => fullQuote(person, typeEverySchedulePage) },
  { name: '(b) a quote, importing the file', budgetSeconds: 240, run: (person) => fullQuote(person, importEverySchedulePage) },
  { name: '(c) a quick indication', budgetSeconds: 90, run: quickIndication },
  { name: '(d) 12 trucks imported (issue 21)', run: (person) => fullQuote(person, importTwelveTrucks) },
]

/** Issue 21: the weight class and body type of the 12 imported trucks take at most 4 interactions (a value chosen, a command). */
const CLASS_AND_BODY_INTERACTIONS = 4

async function measure(preview: Preview, scenario: Scenario): Promise<KeyboardPerson> {
  const context = await preview.browser.newContext({ viewport: { width: 1280, height: 900 } })
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

async function main() {
  const preview = await startPreview({
    port: Number(process.env.BENCH_PORT || 4549),
    outDir: process.env.BENCH_OUT_DIR || 'dist-bench-klm',
    skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  })
  let failed = false
  try {
    const operators = Object.keys(OPERATOR_SECONDS) as Operator[]
    console.log(
      `Keystroke-level model, ${operators.map((operator) => `${operator} ${OPERATOR_SECONDS[operator]} s`).join(', ')}; 10 trucks, 5 trailers, 10 drivers:`,
    )
    for (const scenario of SCENARIOS.filter(({ name }) => !process.env.BENCH_ONLY || name.startsWith(process.env.BENCH_ONLY))) {
      const person = await measure(preview, scenario)
      const { counts, pages } = person
      const seconds = modelledSeconds(counts)
      const verdict =
        scenario.budgetSeconds === undefined
          ? '(no budget)'
          : seconds < scenario.budgetSeconds
            ? `PASS (budget ${scenario.budgetSeconds} s)`
            : `FAIL (budget ${scenario.budgetSeconds} s)`
      failed ||= verdict.startsWith('FAIL')
      console.log(
        `  ${scenario.name.padEnd(34)} ${operators.map((operator) => `${operator} ${String(counts[operator]).padStart(4)}`).join('  ')}   ${seconds.toFixed(1).padStart(6)} s = ${minutes(seconds)}   ${verdict}`,
      )
      const span = person.spans[CLASS_AND_BODY]
      if (span) {
        const spanVerdict = span.M <= CLASS_AND_BODY_INTERACTIONS ? 'PASS' : 'FAIL'
        failed ||= spanVerdict === 'FAIL'
        console.log(
          `      ${CLASS_AND_BODY}: ${span.M} interactions (${span.K} keys, ${modelledSeconds(span).toFixed(1)} s)   ${spanVerdict} (budget ${CLASS_AND_BODY_INTERACTIONS} interactions)`,
        )
      }
      if (process.env.BENCH_DETAIL === '1') {
        pages.forEach(({ page, counts: upTo }, index) => {
          const before = pages[index - 1]?.counts ?? { K: 0, P: 0, H: 0, M: 0 }
          const spent = Object.fromEntries(operators.map((operator) => [operator, upTo[operator] - before[operator]])) as typeof counts
          console.log(
            `      ${page.padEnd(70)} ${operators.map((operator) => `${operator} ${String(spent[operator]).padStart(3)}`).join('  ')}   ${modelledSeconds(spent).toFixed(1).padStart(5)} s`,
          )
        })
      }
    }
  } finally {
    await preview.close()
  }
  console.log(failed ? 'FAIL' : 'PASS')
  if (failed) process.exitCode = 1
}

await main()
