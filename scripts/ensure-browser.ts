// Finds a Chromium for the end-to-end tests, or installs one: the override variable, else Debian's
// headless shell or Chromium, else Debian's headless shell installed with apt-get when running as root,
// else Playwright's own download of its headless shell (ADR 0057).
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { BROWSER_OVERRIDE_VARIABLE, testChromiumExecutable } from '../tooling/browser.ts'

function run(command: string) {
  console.log(`ensure-browser: ${command}`)
  execSync(command, { stdio: 'inherit' })
}

const APT_INSTALL = 'apt-get install -y --no-install-recommends chromium-headless-shell'
const override = process.env[BROWSER_OVERRIDE_VARIABLE]
const found = testChromiumExecutable()
if (override && !existsSync(override)) {
  console.error(`ensure-browser: ${BROWSER_OVERRIDE_VARIABLE}=${override} does not exist`)
  process.exit(1)
} else if (found) {
  console.log(`ensure-browser: using ${found}${override ? ` (${BROWSER_OVERRIDE_VARIABLE})` : ''}`)
} else if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  try {
    run(APT_INSTALL)
  } catch {
    run('apt-get update')
    run(APT_INSTALL)
  }
} else {
  run('npx playwright install --only-shell chromium')
}
