import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { contentSecurityPolicyMeta } from '../security-headers.ts'
import type { ApiMode } from '../config.ts'
import { createPortalServer } from '../portal-server.ts'

export const ASSET = '/assets/app-Bx12abCd.js'
export const ASSET_TEXT = `console.log(${JSON.stringify('portal '.repeat(400))})\n`

export const DRAWN_SIGN_IN = '<main><h1>Sign in</h1></main>'

/**
 * A build as `npm run build` lays it out: index.html and the sign-in page drawn at build time, with the
 * build's meta policy, a hashed asset (`asset`: another build's name) and its precompressed copies, and
 * what is not served.
 */
export function makeDist(asset = ASSET): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'))
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  const page = (root: string) =>
    `<!doctype html>\n<html>\n  <head>\n    ${contentSecurityPolicyMeta({ apiBaseUrl: '/v1', carrierCensus: null })}\n    <title>Portal</title>\n    <script type="module" src="${asset}"></script>\n  </head>\n  <body><div id="root">${root}</div></body>\n</html>\n`
  write('index.html', page(''))
  write('sign-in.html', page(DRAWN_SIGN_IN))
  write(asset, ASSET_TEXT)
  write(`${asset}.br`, brotliCompressSync(ASSET_TEXT))
  write(`${asset}.gz`, gzipSync(ASSET_TEXT))
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
  write('_headers', '/*\n  X-Test: 1\n')
  write('.vite/manifest.json', '{}')
  write('.server/main.mjs', 'export {}')
  return dir
}

export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

export function close(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}

/** The production server on a free port, over a made-up build, with its access log kept in `lines`; FMCSA's census off unless given. */
export async function startPortal(api: ApiMode, carrierCensus: string | null = null) {
  const lines: string[] = []
  const server = await createPortalServer({ config: { api, carrierCensus }, distDir: makeDist(), writeLine: (line) => lines.push(line) })
  const url = await listen(server)
  return { url, lines, server, close: () => close(server) }
}

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  text: string
}

/**
 * One request with exactly the headers given (fetch would add Accept-Encoding and decompress), and the
 * path as written (a URL would resolve its dot segments first).
 */
export function send(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(url)
  const path = url.replace(/^https?:\/\/[^/]+/, '')
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const all = Buffer.concat(chunks)
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: all, text: all.toString() })
      })
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
