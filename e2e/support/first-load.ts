import { gzipSync } from 'node:zlib'
import { expect, type Browser } from '@playwright/test'

export interface LoadedScript {
  path: string
  bytes: number
  /** Gzip level 6, as `npm run size` counts: the preview server sends the files uncompressed. */
  gzipBytes: number
}

/**
 * The JavaScript a first visit to `path` downloads, in a fresh browser context (empty cache, no
 * session), until the sign-in page is on screen and the network has been quiet for a moment.
 */
export async function firstLoadScripts(browser: Browser, baseURL: string | undefined, path: string): Promise<LoadedScript[]> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  const bodies: Promise<LoadedScript>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    bodies.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body).length })))
  })
  await page.goto(path)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const scripts = await Promise.all(bodies)
  await context.close()
  return scripts.sort((a, b) => a.path.localeCompare(b.path))
}

export function describeScripts(scripts: LoadedScript[]): string {
  const sum = (pick: (script: LoadedScript) => number) => (scripts.reduce((total, script) => total + pick(script), 0) / 1000).toFixed(1)
  return `${scripts.length} scripts, ${sum((script) => script.gzipBytes)} kB gzip (${sum((script) => script.bytes)} kB as sent)`
}
