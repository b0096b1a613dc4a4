// The smoke of every screen and the flows where engines differ, in Firefox and in WebKit (ADR 0100):
// `tsx e2e/engines/run.ts [firefox] [webkit]` (both when none is named). Each engine gets its own
// `vite preview` of the e2e build (its own sandbox), one browser and one page for the whole run.
// E2E_GREP=<text> runs the flows whose names hold it.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import {
  ALL_ENGINES,
  type Engine,
  ENGINES_VARIABLE,
  enginesToRun,
  firefoxExecutable,
  missingPieces,
  webKitBrowser,
  webKitDriver,
} from '../../tooling/engines.ts'
import { machineClockEnvironment, onFakedClock } from '../../tooling/hard-days.ts'
import { startPreview } from '../../tooling/preview-server.ts'
import { E2E_OUT_DIR, enginePorts } from '../../tooling/test-ports.ts'
import type { EngineDriver } from '../../tooling/engine-drivers/driver.ts'
import { launchFirefox } from '../../tooling/engine-drivers/firefox.ts'
import { engineFlows } from './flows/all.ts'
import { selfCheckFlow } from './flows/self-check.ts'
import { smokeFlows } from './smoke.ts'
import { type Outcome, Suite } from './suite.ts'
import { launchWebKit } from '../../tooling/engine-drivers/webkit.ts'

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

async function runEngine(engine: Engine): Promise<Outcome[]> {
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
      const suite = new Suite(driver)
      const grep = process.env.E2E_GREP
      for (const flow of [selfCheckFlow, ...smokeFlows(), ...engineFlows({ downloadDir })].filter(({ name }) => !grep || name.includes(grep))) {
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

const named = process.argv.slice(2) as Engine[]
const unknown = named.filter((name) => !ALL_ENGINES.includes(name))
if (unknown.length > 0) throw new Error(`Unknown engine(s) ${unknown.join(', ')}: ${ALL_ENGINES.join(', ')}`)
const wanted = enginesToRun()
const engines = (named.length > 0 ? named : [...ALL_ENGINES]).filter((engine) => {
  if (!wanted.includes(engine)) console.log(`${engine}: left out (${ENGINES_VARIABLE}=${process.env[ENGINES_VARIABLE]})`)
  return wanted.includes(engine)
})

/**
 * Firefox ESR crashes on start under libfaketime (a segmentation fault, even for `--version`), so on a hard
 * day its run, its servers and its flows take the machine's clock, in the hard day's zone (ADR 0118).
 */
function runOnTheMachinesClock(engine: Engine): boolean {
  console.log(`${engine}: crashes under libfaketime; run on the machine's clock, in ${process.env.TZ ?? 'the machine’s zone'}`)
  const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, engine], { env: machineClockEnvironment(), stdio: 'inherit' })
  return run.status === 0
}

const outcomes: Outcome[] = []
let broken = false
for (const engine of engines) {
  if (engine === 'firefox' && onFakedClock()) {
    broken = !runOnTheMachinesClock(engine) || broken
    continue
  }
  try {
    outcomes.push(...(await runEngine(engine)))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    broken = true
  }
}
const failed = outcomes.filter((outcome) => outcome.failure)
if (failed.length > 0) console.log(`\nFailed:\n${failed.map((outcome) => `  ${outcome.name}\n    ${outcome.failure}`).join('\n')}`)
if (outcomes.length > 0 || broken) console.log(`\n${outcomes.length - failed.length} passed, ${failed.length} failed`)
process.exitCode = failed.length > 0 || broken ? 1 : 0
