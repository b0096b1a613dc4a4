import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { ALL_ENGINES, type Engine, ENGINES_VARIABLE, enginesToRun, firefoxExecutable, missingPieces, webKitBrowser, webKitDriver } from '../engines.ts'
import { machineClockEnvironment, onFakedClock } from '../hard-days.ts'
import { startPreview } from '../preview-server.ts'
import { E2E_OUT_DIR, enginePorts } from '../test-ports.ts'
import type { EngineDriver } from './driver.ts'
import { launchFirefox } from './firefox.ts'
import { type Flow, type Outcome, type SignIn, Suite } from './suite.ts'
import { launchWebKit } from './webkit.ts'

interface Run {
  /** The flows of one engine's run; `downloadDir` is where its browser saves downloads. */
  flows: (downloadDir: string) => Flow[]
  signIn: SignIn
}

async function launch(engine: Engine, baseUrl: string, downloadDir: string): Promise<EngineDriver> {
  if (engine === 'firefox') return launchFirefox({ executable: firefoxExecutable()!, baseUrl, downloadDir })
  return launchWebKit({ webDriver: webKitDriver()!, browser: webKitBrowser()!, baseUrl, port: enginePorts.webKitDriver, downloadDir })
}

/** What a signal must stop before this process ends: the previews, the browsers and their servers. */
const stops = new Set<() => unknown>()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.allSettled([...stops].map(async (stop) => stop())).then(() => process.exit(1))
  })
}

async function runEngine(engine: Engine, { flows, signIn }: Run): Promise<Outcome[]> {
  const missing = missingPieces(engine)
  if (missing.length > 0)
    throw new Error(`${engine}: not found: ${missing.join(', ')} (npm run e2e:browser installs them; ${ENGINES_VARIABLE} leaves an engine out)`)
  const preview = await startPreview({ port: enginePorts[engine], outDir: E2E_OUT_DIR, skipBuild: true })
  stops.add(preview.stop)
  const downloadDir = mkdtempSync(join(tmpdir(), `portal-${engine}-downloads-`))
  const started = performance.now()
  const outcomes: Outcome[] = []
  try {
    const driver = await launch(engine, preview.base, downloadDir)
    const closeDriver = () => driver.close()
    stops.add(closeDriver)
    console.log(`${engine}: started in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    try {
      const suite = new Suite(driver, signIn)
      const grep = process.env.E2E_GREP
      for (const flow of flows(downloadDir).filter(({ name }) => !grep || name.includes(grep))) {
        const outcome = await suite.run(flow)
        console.log(`  ${outcome.failure ? '✘' : '✓'} ${outcome.name} (${outcome.seconds.toFixed(1)} s)${outcome.failure ? `\n    ${outcome.failure}` : ''}`)
        outcomes.push(outcome)
      }
    } finally {
      stops.delete(closeDriver)
      await driver.close()
    }
  } finally {
    stops.delete(preview.stop)
    preview.stop()
    rmSync(downloadDir, { recursive: true, force: true })
  }
  console.log(`${engine}: ${outcomes.length} flows in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return outcomes
}

/**
 * Firefox ESR crashes on start under libfaketime (a segmentation fault, even for `--version`), so on a hard
 * day its run, its servers and its flows take the machine's clock, in the hard day's zone (ADR 0118).
 */
function runOnTheMachinesClock(engine: Engine): boolean {
  console.log(`${engine}: crashes under libfaketime; run on the machine's clock, in ${process.env.TZ ?? 'the machine’s zone'}`)
  const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, engine], { env: machineClockEnvironment(), stdio: 'inherit' })
  return run.status === 0
}

/**
 * Runs the flows in each engine named on the command line (both when none is), each engine with its own
 * `vite preview` of the e2e build (its own sandbox), one browser and one page for the whole run;
 * E2E_GREP=<text> runs the flows whose names hold it. Sets the exit code.
 */
export async function runEngines(run: Run): Promise<void> {
  const named = process.argv.slice(2) as Engine[]
  const unknown = named.filter((name) => !ALL_ENGINES.includes(name))
  if (unknown.length > 0) throw new Error(`Unknown engine(s) ${unknown.join(', ')}: ${ALL_ENGINES.join(', ')}`)
  const wanted = enginesToRun()
  const engines = (named.length > 0 ? named : [...ALL_ENGINES]).filter((engine) => {
    if (!wanted.includes(engine)) console.log(`${engine}: left out (${ENGINES_VARIABLE}=${process.env[ENGINES_VARIABLE]})`)
    return wanted.includes(engine)
  })
  const outcomes: Outcome[] = []
  let broken = false
  for (const engine of engines) {
    if (engine === 'firefox' && onFakedClock()) {
      broken = !runOnTheMachinesClock(engine) || broken
      continue
    }
    try {
      outcomes.push(...(await runEngine(engine, run)))
    } catch (error) {
      console.error(error instanceof Error ? error.message : error)
      broken = true
    }
  }
  const failed = outcomes.filter((outcome) => outcome.failure)
  if (failed.length > 0) console.log(`\nFailed:\n${failed.map((outcome) => `  ${outcome.name}\n    ${outcome.failure}`).join('\n')}`)
  if (outcomes.length > 0 || broken) console.log(`\n${outcomes.length - failed.length} passed, ${failed.length} failed`)
  process.exitCode = failed.length > 0 || broken ? 1 : 0
}
