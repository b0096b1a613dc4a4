// Finds a Chromium for the end-to-end tests, or installs one: the override variable, else Debian's
// package (installed with apt-get when running as root), else Playwright's own download.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { BROWSER_OVERRIDE_VARIABLE, chromiumExecutable, DEBIAN_CHROMIUM } from '../tooling/browser.ts'

function run(command: string) {
  console.log(`ensure-browser: ${command}`)
  execSync(command, { stdio: 'inherit' })
}

const override = process.env[BROWSER_OVERRIDE_VARIABLE]
if (override) {
  if (!existsSync(override)) {
    console.error(`ensure-browser: ${BROWSER_OVERRIDE_VARIABLE}=${override} does not exist`)
    process.exit(1)
  }
  console.log(`ensure-browser: using ${override} (${BROWSER_OVERRIDE_VARIABLE})`)
} else if (chromiumExecutable()) {
  console.log(`ensure-browser: using ${DEBIAN_CHROMIUM}`)
} else if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  try {
    run('apt-get install -y --no-install-recommends chromium')
  } catch {
    run('apt-get update')
    run('apt-get install -y --no-install-recommends chromium')
  }
} else {
  run('npx playwright install chromium')
}
