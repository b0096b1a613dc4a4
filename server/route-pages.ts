/** Where the build writes each route's preloads (tooling/route-preloads-plugin.ts): a dot-folder, never served. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'

/** What index.html preloads for the sign-in route, and what each declared route loads instead. */
export interface RoutePreloads {
  /** The chunks index.html lists for the sign-in page (tooling/first-route-preload-plugin.ts). */
  signIn: string[]
  /** Each declared screen's address (React Router's pattern) and the chunks its first load needs beyond the entry. */
  routes: { path: string; preloads: string[] }[]
}

const preloadLink = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`

/**
 * index.html for one route: the sign-in page's preloads taken out and the route's put in their place, so a
 * reload or a link into the portal downloads the screen beside the entry rather than after it has run
 * (docs/decisions/0160-each-route-preloads-its-own-chunks.md).
 */
export function withRoutePreloads(indexHtml: string, { signIn }: RoutePreloads, preloads: string[]): string {
  const lines = indexHtml.split('\n')
  const first = lines.findIndex((line) => signIn.some((file) => line.trim() === preloadLink(file)))
  if (first < 0) throw new Error('index.html lists none of the sign-in page’s preloads: build and server disagree')
  const indent = /^\s*/.exec(lines[first] ?? '')?.[0] ?? ''
  const kept = lines.filter((line, at) => at < first || !signIn.some((file) => line.trim() === preloadLink(file)))
  kept.splice(first, 0, ...preloads.map((file) => indent + preloadLink(file)))
  return kept.join('\n')
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '')

/**
 * The pattern among `patterns` that React Router would match `path` with (static segments before `:name`
 * ones; case-insensitive, as React Router matches), or undefined.
 */
export function matchRoute(patterns: readonly string[], path: string): string | undefined {
  const segments = segmentsOf(path).map((segment) => segment.toLowerCase())
  let best: { pattern: string; statics: number } | undefined
  for (const pattern of patterns) {
    const parts = segmentsOf(pattern)
    if (parts.length !== segments.length) continue
    if (!parts.every((part, at) => part.startsWith(':') || part.toLowerCase() === segments[at])) continue
    const statics = parts.filter((part) => !part.startsWith(':')).length
    if (!best || statics > best.statics) best = { pattern, statics }
  }
  return best?.pattern
}
