import { ROUTE_PRELOADER_ATTRIBUTE, ROUTE_PRELOADS_ELEMENT_ID } from '../src/api/runtime-config.ts'
import { scriptSafeJson } from './index-page.ts'

/** Where the build writes each route's preloads (tooling/route-preloads-plugin.ts): a dot-folder, never served. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'

/** The script that asks for a route's chunks when a session is kept, and what each declared route loads. */
export interface RoutePreloads {
  /** The built `src/route-preload.ts`. */
  script: string
  /** Each declared screen's address (React Router's pattern) and the chunks its first load needs beyond the entry. */
  routes: { path: string; preloads: string[] }[]
}

const ENTRY_SCRIPT = /^(\s*)<script type="module" crossorigin src="[^"]+"><\/script>$/m

/**
 * index.html for one route: before the app's entry, a data block listing the route's chunks and the script
 * that asks for them when the browser keeps a session (src/route-preload.ts), so a reload or a link into the
 * portal downloads the screen beside the entry rather than after it has run, and a visitor without a session
 * downloads what they did before (docs/decisions/0160-each-route-preloads-its-own-chunks.md). A data block
 * and a script of the portal's own origin: the Content-Security-Policy and Trusted Types let both be.
 */
export function withRoutePreloads(indexHtml: string, { script }: RoutePreloads, preloads: string[]): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)
  if (!entry) throw new Error('index.html has no entry script to put the route’s preloads before')
  const indent = (entry[1] ?? '').replace(/^[\s\S]*\n/, '')
  const block = `<script type="application/json" id="${ROUTE_PRELOADS_ELEMENT_ID}">${scriptSafeJson(preloads)}</script>`
  const preloader = `<script type="module" crossorigin ${ROUTE_PRELOADER_ATTRIBUTE} src="/${script}"></script>`
  return indexHtml.replace(ENTRY_SCRIPT, (tag) => `${indent}${block}\n${indent}${preloader}\n${tag.trimStart().replace(/^/, indent)}`)
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '')

/** A route's address split once: its segments, lower-cased where static, and how many are static. */
interface CompiledRoute {
  pattern: string
  parts: { text: string; parameter: boolean }[]
  statics: number
}

/**
 * The pattern among `patterns` that React Router would match a path with (static segments before `:name`
 * ones; case-insensitive, as React Router matches), or undefined. The patterns are split once: the
 * production server matches every address it answers with a page.
 */
export function routeMatcher(patterns: readonly string[]): (path: string) => string | undefined {
  const routes: CompiledRoute[] = patterns.map((pattern) => {
    const parts = segmentsOf(pattern).map((part) => ({ text: part.toLowerCase(), parameter: part.startsWith(':') }))
    return { pattern, parts, statics: parts.filter((part) => !part.parameter).length }
  })
  return (path) => {
    const segments = segmentsOf(path.toLowerCase())
    let best: CompiledRoute | undefined
    for (const route of routes) {
      if (route.parts.length !== segments.length) continue
      if (!route.parts.every((part, at) => part.parameter || part.text === segments[at])) continue
      if (!best || route.statics > best.statics) best = route
    }
    return best?.pattern
  }
}
