import { readFileSync } from 'node:fs'

/**
 * Every screen of the portal by its route (`/webhooks/:id/edit`), for the development-mode smoke
 * (e2e/dev-server.smoke.ts): read from the route table in src/app/router.tsx, where the screens are
 * declared today. The one place that knows where that list lives.
 */
export function screensToSmoke(): string[] {
  const table = readFileSync(new URL('../../src/app/router.tsx', import.meta.url), 'utf8')
  const paths = [...table.matchAll(/\bpath: '([^']+)'/g)].map(([, path]) => (path === '*' ? path : `/${path}`))
  return table.includes('index: true') ? ['/', ...paths] : paths
}
