import { existsSync, readdirSync } from 'node:fs'

/**
 * Firefox and WebKit for e2e/engines (ADR 0100): which of them `npm test` runs, where each is, and the
 * Debian packages that bring it. Chromium's are in tooling/browser.ts. Documented in docs/testing.md, "Browsers".
 */
export type Engine = 'firefox' | 'webkit'
export const ALL_ENGINES: readonly Engine[] = ['firefox', 'webkit']

/** `E2E_ENGINES=firefox` runs Firefox alone; empty runs neither (a machine that cannot have them). */
export const ENGINES_VARIABLE = 'E2E_ENGINES'
export const FIREFOX_OVERRIDE = 'FIREFOX_EXECUTABLE'
export const WEBKIT_DRIVER_OVERRIDE = 'WEBKIT_WEBDRIVER'
export const WEBKIT_BROWSER_OVERRIDE = 'WEBKIT_BROWSER'

/** What `apt-get install` needs for each engine: WebKitGTK's browser needs an X display, which Xvfb gives. */
export const DEBIAN_PACKAGES: Record<Engine, string[]> = { firefox: ['firefox-esr'], webkit: ['webkit2gtk-driver', 'xvfb'] }

export function enginesToRun(): Engine[] {
  const asked = process.env[ENGINES_VARIABLE]
  if (asked === undefined) return [...ALL_ENGINES]
  const names = asked
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = names.filter((name) => name !== 'chromium' && !ALL_ENGINES.includes(name as Engine))
  if (unknown.length > 0) throw new Error(`${ENGINES_VARIABLE} names ${unknown.join(', ')}: the engines are chromium, ${ALL_ENGINES.join(', ')}`)
  return ALL_ENGINES.filter((engine) => names.includes(engine))
}

const first = (override: string, candidates: string[]) => process.env[override] || candidates.find((path) => existsSync(path))

export const firefoxExecutable = () => first(FIREFOX_OVERRIDE, ['/usr/bin/firefox-esr', '/usr/bin/firefox'])

export const webKitDriver = () => first(WEBKIT_DRIVER_OVERRIDE, ['/usr/bin/WebKitWebDriver'])

/** WebKitGTK's MiniBrowser, under the library folder of the machine's architecture. */
export function webKitBrowser(): string | undefined {
  const libraries = existsSync('/usr/lib') ? readdirSync('/usr/lib').map((folder) => `/usr/lib/${folder}`) : []
  return first(
    WEBKIT_BROWSER_OVERRIDE,
    libraries.flatMap((folder) => ['webkit2gtk-4.1', 'webkit2gtk-4.0'].map((version) => `${folder}/${version}/MiniBrowser`)),
  )
}

export const xvfbExecutable = () => ['/usr/bin/Xvfb'].find((path) => existsSync(path))

/** The engine's missing pieces, as the names of what is not found (empty when it can run). */
export function missingPieces(engine: Engine): string[] {
  const pieces: [string, string | undefined][] =
    engine === 'firefox'
      ? [[`Firefox (${FIREFOX_OVERRIDE})`, firefoxExecutable()]]
      : [
          [`WebKitWebDriver (${WEBKIT_DRIVER_OVERRIDE})`, webKitDriver()],
          [`MiniBrowser (${WEBKIT_BROWSER_OVERRIDE})`, webKitBrowser()],
          ['Xvfb', xvfbExecutable()],
        ]
  return pieces.filter(([, path]) => path === undefined).map(([name]) => name)
}
