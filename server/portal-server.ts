import { readdir, readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { logWhenDone } from './access-log.ts'
import { archivedFile, type AssetArchive } from './asset-archive.ts'
import { runtimeConfigOf, type ApiMode, type ServerConfig } from './config.ts'
import { renderIndexPage } from './index-page.ts'
import { keepIdleConnections } from './keep-alive.ts'
import { createApiProxy } from './proxy.ts'
import { routeMatcher, ROUTE_PRELOADS_FILE, withRoutePreloads, type RoutePreloads } from './route-pages.ts'
/** The census stand-in's path (sandbox/app.ts's CENSUS_PREFIX), kept here so that the sandbox loads only in its mode. */
const CENSUS_PREFIX = '/resource'
import { sendBody, sendJson } from './responses.ts'
import { HASHED_ASSETS_PREFIX, securityHeaders, STRICT_TRANSPORT_SECURITY } from './security-headers.ts'
import { chooseRepresentation, compressedVariants, loadStaticFiles, sendRepresentation, staticFile, type StaticFile } from './static-files.ts'

export interface PortalServerOptions {
  config: Pick<ServerConfig, 'api' | 'carrierCensus'>
  /** The build: index.html, assets/, and the precompressed variants. */
  distDir: string
  /** Where each access-log line goes. */
  writeLine: (line: string) => void
  /** Earlier builds' hashed files, answered for a name this build lacks (ADR 0116); none when off. */
  archive?: AssetArchive
}

type Handler = (req: IncomingMessage, res: ServerResponse, path: string) => void

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** A path that names a file rather than a page of the portal: under /assets/, or a last segment with an extension. */
const namesAFile = (path: string) => path.startsWith(HASHED_ASSETS_PREFIX) || /\.[^/]*$/.test(path)

/**
 * Whether the browser used HTTPS: TLS ends in front of this server (a load balancer or reverse proxy),
 * which says so in X-Forwarded-Proto. Anyone can send the header, but a browser ignores HSTS over HTTP.
 */
function isHttps(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-proto']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase()
  return first === 'https'
}

/** The sandbox, mounted on /v1, /__sandbox and its census stand-in's /resource (loaded only in that mode: its code is not in a production server's memory otherwise). */
async function sandboxHandler(headers: Record<string, string>): Promise<Handler> {
  const [{ getRequestListener }, { createSandboxApp }] = await Promise.all([import('@hono/node-server'), import('../sandbox/app.ts')])
  const listener = getRequestListener(createSandboxApp().fetch)
  return (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    res.setHeader('Cache-Control', 'no-store')
    void listener(req, res)
  }
}

/**
 * The pages of the build, each configured for this server (the runtime config and the policy written
 * in): index.html, and each page drawn at build time (`sign-in.html`, ADR 0056), which also answers its
 * route (`/sign-in`) so a first visit sees the form before the scripts arrive.
 */
async function loadPages(distDir: string, headers: Record<string, string>, runtimeConfig: ReturnType<typeof runtimeConfigOf>) {
  const names = (await readdir(distDir)).filter((name) => name.endsWith('.html'))
  const pages = new Map<string, StaticFile>()
  for (const name of names) {
    const html = Buffer.from(renderIndexPage(await readFile(join(distDir, name), 'utf8'), runtimeConfig))
    const page = staticFile(`/${name}`, html, compressedVariants(html), headers)
    pages.set(`/${name}`, page)
    if (name !== 'index.html') pages.set(`/${name.slice(0, -'.html'.length)}`, page)
  }
  const indexPage = pages.get('/index.html')
  if (!indexPage) throw new Error(`${distDir} has no index.html: run npm run build first.`)
  return { pages, indexPage, routePages: await loadRoutePages(distDir, headers, runtimeConfig) }
}

/**
 * index.html for each declared route, with that route's chunks preloaded instead of the sign-in page's
 * (ADR 0160), by the route's pattern; none for a build without the table.
 */
async function loadRoutePages(distDir: string, headers: Record<string, string>, runtimeConfig: ReturnType<typeof runtimeConfigOf>) {
  const table = await readFile(join(distDir, ROUTE_PRELOADS_FILE), 'utf8').then(
    (text) => JSON.parse(text) as RoutePreloads,
    () => null,
  )
  const routePages = new Map<string, StaticFile>()
  if (!table) return routePages
  const index = renderIndexPage(await readFile(join(distDir, 'index.html'), 'utf8'), runtimeConfig)
  for (const { path, preloads } of table.routes) {
    const html = Buffer.from(withRoutePreloads(index, table, preloads))
    routePages.set(path, staticFile('/index.html', html, compressedVariants(html), headers))
  }
  return routePages
}

/** Who answers /v1, and /__sandbox with /resource, in each mode; undefined: nobody here (404). */
async function apiHandlers(api: ApiMode, headers: Record<string, string>, writeLine: (line: string) => void): Promise<{ v1?: Handler; sandbox?: Handler }> {
  if (api.kind === 'proxy') return { v1: createApiProxy({ target: api.target, timeoutMs: api.timeoutMs, headers, writeLine }) }
  if (api.kind === 'sandbox') {
    const handler = await sandboxHandler(headers)
    return { v1: handler, sandbox: handler }
  }
  return {}
}

/**
 * The production server (ADRs 0058 to 0060): the build from memory with its headers, earlier builds'
 * hashed files from the archive (ADR 0116), every route of the portal answered with index.html or its
 * drawn page (configured for this server), /v1 forwarded or mounted as configured, GET /healthz, and an
 * access-log line per request. Not listening yet.
 */
export async function createPortalServer({ config, distDir, writeLine, archive }: PortalServerOptions): Promise<Server> {
  const runtimeConfig = runtimeConfigOf(config)
  const headers = securityHeaders(runtimeConfig)
  const files = await loadStaticFiles(distDir, headers)
  const { pages, indexPage, routePages } = await loadPages(distDir, headers, runtimeConfig)
  const matchRoute = routeMatcher([...routePages.keys()])
  for (const [path, page] of pages) files.set(path, page)
  // A route's address as written (home's `/`, `/webhooks`) is answered as a file is, without matching.
  for (const [pattern, page] of routePages) if (!pattern.includes(':') && !files.has(pattern)) files.set(pattern, page)
  const api = await apiHandlers(config.api, headers, writeLine)
  const noStore = { ...headers, 'Cache-Control': 'no-store' }

  const serveFile = (req: IncomingMessage, res: ServerResponse, file: StaticFile) =>
    sendRepresentation(req, res, chooseRepresentation(file, req.headers['accept-encoding']))
  const notFound = (res: ServerResponse) => sendBody(res, 404, 'Not found\n', 'text/plain; charset=utf-8', noStore)
  const serveArchived = (req: IncomingMessage, res: ServerResponse, path: string, from: AssetArchive) =>
    archivedFile(from, path, headers).then(
      (file) => (file ? serveFile(req, res, file) : notFound(res)),
      (error: Error) => {
        writeLine(`${path} not read from the asset archive: ${error.message}`)
        notFound(res)
      },
    )

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/'
    const queryAt = url.indexOf('?')
    const path = queryAt < 0 ? url : url.slice(0, queryAt)
    logWhenDone(req, res, path, writeLine)
    if (isHttps(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
    if (!path.startsWith('/')) return sendBody(res, 400, 'Bad request\n', 'text/plain; charset=utf-8', noStore)
    if (isUnder(path, '/v1')) {
      if (api.v1) return api.v1(req, res, path)
      return sendJson(res, 404, { status: 'failed', error: 'No such endpoint.' }, noStore)
    }
    if ((isUnder(path, '/__sandbox') || isUnder(path, CENSUS_PREFIX)) && api.sandbox) return api.sandbox(req, res, path)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      return sendBody(res, 405, 'Method not allowed\n', 'text/plain; charset=utf-8', noStore)
    }
    if (path === '/healthz') return sendBody(res, 200, 'ok\n', 'text/plain; charset=utf-8', noStore)
    const file = files.get(path)
    if (file) return serveFile(req, res, file)
    if (archive && path.startsWith(HASHED_ASSETS_PREFIX)) return void serveArchived(req, res, path, archive)
    if (namesAFile(path) || isUnder(path, '/__sandbox')) return notFound(res)
    const route = matchRoute(path)
    return serveFile(req, res, (route === undefined ? undefined : routePages.get(route)) ?? indexPage)
  }

  const server = createServer(handle)
  keepIdleConnections(server)
  return server
}
