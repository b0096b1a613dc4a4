import { existsSync } from 'node:fs'

/** Set this to a Chromium binary to use it instead of the one found (docs in DEVELOPERS.md). */
export const BROWSER_OVERRIDE_VARIABLE = 'PLAYWRIGHT_CHROMIUM_EXECUTABLE'
export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/** The flags this machine's closed network and root user need (see DEVELOPERS.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** The override, else Debian's Chromium, else undefined: Playwright's own downloaded browser. */
export function chromiumExecutable(): string | undefined {
  const override = process.env[BROWSER_OVERRIDE_VARIABLE]
  if (override) return override
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined
}
