import { existsSync } from 'node:fs'

/** Set this to a Chromium binary to use it instead of the one found (docs/testing.md, "Browsers"). */
export const BROWSER_OVERRIDE_VARIABLE = 'PLAYWRIGHT_CHROMIUM_EXECUTABLE'
export const DEBIAN_CHROMIUM = '/usr/bin/chromium'
/**
 * Debian's `chromium-headless-shell`: Chromium's old headless mode, without the window system. It
 * installs faster and costs a fifth less CPU a test, with the same pixels, focus rings and axe results
 * (ADR 0057): the end-to-end tests prefer it.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** The flags this machine's closed network and root user need (docs/testing.md, "Browsers"). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * The functional tests' Chromium stops V8 at its baseline compiler: their pages live seconds, and the
 * optimising compilers' work for them cost more than it gave back (6 to 7 % of the Playwright run's CPU,
 * ADR 0166). Benchmarks and Lighthouse keep V8's default, which is what people's browsers run.
 */
export const FUNCTIONAL_TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--max-opt=1']

/** The override, else the first of `preferred` installed, else undefined: Playwright's own downloaded browser. */
function findChromium(preferred: string[]): string | undefined {
  return process.env[BROWSER_OVERRIDE_VARIABLE] || preferred.find((path) => existsSync(path))
}

/** For the benchmarks and Lighthouse, which measure what a person's browser does: the full Chromium first. */
export const chromiumExecutable = () => findChromium([DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL])

/** For the end-to-end tests: the headless shell first. */
export const testChromiumExecutable = () => findChromium([DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM])
