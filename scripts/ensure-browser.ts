// Finds the browsers of the end-to-end tests, or installs them. Chromium: the override variable, else
// Debian's headless shell or Chromium, else Debian's headless shell installed with apt-get when running
// as root, else Playwright's own download of its headless shell (ADR 0057). Firefox and WebKit for
// e2e/engines (ADR 0100): the overrides, else Debian's, installed with apt-get as root in the same
// command as Chromium's; an engine left out of E2E_ENGINES is neither looked for nor installed.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { BROWSER_OVERRIDE_VARIABLE, testChromiumExecutable } from '../tooling/browser.ts'
import {
  DEBIAN_PACKAGES,
  ENGINES_VARIABLE,
  enginesToRun,
  FIREFOX_OVERRIDE,
  missingPieces,
  WEBKIT_BROWSER_OVERRIDE,
  WEBKIT_DRIVER_OVERRIDE,
} from '../tooling/engines.ts'

function run(command: string) {
  console.log(`ensure-browser: ${command}`)
  execSync(command, { stdio: 'inherit' })
}

function fail(message: string): never {
  console.error(`ensure-browser: ${message}`)
  process.exit(1)
}

for (const variable of [BROWSER_OVERRIDE_VARIABLE, FIREFOX_OVERRIDE, WEBKIT_DRIVER_OVERRIDE, WEBKIT_BROWSER_OVERRIDE]) {
  const path = process.env[variable]
  if (path && !existsSync(path)) fail(`${variable}=${path} does not exist`)
}

const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
const chromium = testChromiumExecutable()
const engines = (() => {
  try {
    return enginesToRun()
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
})()
const missingEngines = engines.filter((engine) => missingPieces(engine).length > 0)
if (chromium) console.log(`ensure-browser: Chromium: ${chromium}${process.env[BROWSER_OVERRIDE_VARIABLE] ? ` (${BROWSER_OVERRIDE_VARIABLE})` : ''}`)
for (const engine of engines.filter((engine) => !missingEngines.includes(engine))) console.log(`ensure-browser: ${engine}: found`)
if (engines.length < 2) console.log(`ensure-browser: ${ENGINES_VARIABLE}=${process.env[ENGINES_VARIABLE]}: only ${engines.join(', ') || 'Chromium'}`)

const packages = [...(chromium || !canApt ? [] : ['chromium-headless-shell']), ...(canApt ? missingEngines.flatMap((engine) => DEBIAN_PACKAGES[engine]) : [])]
if (packages.length > 0) {
  const install = `apt-get install -y --no-install-recommends ${packages.join(' ')}`
  try {
    run(install)
  } catch {
    run('apt-get update')
    run(install)
  }
}
if (!testChromiumExecutable()) run('npx playwright install --only-shell chromium')
for (const engine of missingEngines) {
  const missing = missingPieces(engine)
  if (missing.length > 0) {
    fail(
      `${engine}: not found: ${missing.join(', ')}. Install ${DEBIAN_PACKAGES[engine].join(' ')}, set the variables, or leave it out: ${ENGINES_VARIABLE}=${engines.filter((other) => other !== engine).join(',')}`,
    )
  }
}
