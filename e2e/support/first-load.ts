import { gzipSync } from 'node:zlib'
import { expect, type Browser } from '@playwright/test'

/** `gzipBytes` at level 6, as `npm run size` counts: the preview server sends the files uncompressed. */
export type LoadedScript = { path: string; bytes: number; gzipBytes: number }

/** The JavaScript a first visit to `path` downloads, in a fresh context, until sign-in and its accounts are on screen and the network is quiet. */
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
  // The sandbox accounts arrive once the sandbox has answered: a quiet moment before them would end the count early.
  await expect(page.getByRole('heading', { name: 'Sandbox accounts' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const scripts = await Promise.all(bodies)
  await context.close()
  return scripts.sort((a, b) => a.path.localeCompare(b.path))
}

export function describeScripts(scripts: LoadedScript[]): string {
  const sum = (pick: (script: LoadedScript) => number) => (scripts.reduce((total, script) => total + pick(script), 0) / 1000).toFixed(1)
  return `${scripts.length} scripts, ${sum((script) => script.gzipBytes)} kB gzip (${sum((script) => script.bytes)} kB as sent)`
}
