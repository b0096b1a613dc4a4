import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readdir, readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { HASHED_ASSETS_PREFIX, IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from './security-headers.ts'

/**
 * The build's files, read into memory once when the server starts (the build is about a megabyte), each
 * with its headers worked out then, so a request is a lookup (ADR 0060).
 */

export type Encoding = 'br' | 'gzip'

/** One way of sending a file: its bytes and every header that goes with them. */
export interface Representation {
  body: Buffer
  headers: Record<string, string>
  etag: string
}

export interface StaticFile {
  identity: Representation
  br?: Representation
  gzip?: Representation
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
}

/** The precompressed copies' suffixes, as tooling/precompress.ts names them. */
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/** The static hosts' header file (tooling/host-headers-plugin.ts): in the build, but not the portal's. */
export const STATIC_HOST_HEADERS_FILE = '_headers'
const NOT_SERVED = new Set([`/${STATIC_HOST_HEADERS_FILE}`])

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}

function cacheControlOf(path: string): string {
  return path.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL
}

/** Every file of a build as a URL path (`/assets/x.js`), leaving out dot-folders and dot-files (.vite/, .server/, .hosting/): those are not served. */
export async function listBuildFiles(dir: string, urlPrefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? listBuildFiles(join(dir, entry.name), `${urlPrefix}/${entry.name}`) : [`${urlPrefix}/${entry.name}`])),
  )
  return nested.flat()
}

/** A file's representations: its bytes and those of each precompressed variant, with their headers. */
export function staticFile(path: string, identity: Buffer, variants: Partial<Record<Encoding, Buffer>>, commonHeaders: Record<string, string>): StaticFile {
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22)
  const encodings = Object.keys(variants) as Encoding[]
  const represent = (body: Buffer, encoding?: Encoding): Representation => {
    const etag = `"${hash}${encoding ? `-${encoding}` : ''}"`
    const headers: Record<string, string> = {
      ...commonHeaders,
      'Content-Type': contentTypeOf(path),
      'Content-Length': String(body.length),
      'Cache-Control': cacheControlOf(path),
      ETag: etag,
    }
    if (encodings.length > 0) headers.Vary = 'Accept-Encoding'
    if (encoding) headers['Content-Encoding'] = encoding
    return { body, headers, etag }
  }
  const file: StaticFile = { identity: represent(identity) }
  for (const encoding of encodings) file[encoding] = represent(variants[encoding] as Buffer, encoding)
  return file
}

/** Compressed now rather than at build: for index.html, which the server rewrites when it starts. */
export function compressedVariants(body: Buffer): Record<Encoding, Buffer> {
  return { br: brotliCompressSync(body), gzip: gzipSync(body, { level: 9 }) }
}

/** The build's files by URL path, with the variants the build precompressed (tooling/precompress.ts). */
export async function loadStaticFiles(distDir: string, commonHeaders: Record<string, string>): Promise<Map<string, StaticFile>> {
  const paths = await listBuildFiles(distDir)
  const present = new Set(paths)
  const isVariant = (path: string) => Object.values(ENCODING_SUFFIX).some((suffix) => path.endsWith(suffix) && present.has(path.slice(0, -suffix.length)))
  const files = new Map<string, StaticFile>()
  for (const path of paths) {
    if (isVariant(path) || NOT_SERVED.has(path)) continue
    const variants: Partial<Record<Encoding, Buffer>> = {}
    for (const [encoding, suffix] of Object.entries(ENCODING_SUFFIX) as [Encoding, string][]) {
      if (present.has(path + suffix)) variants[encoding] = await readFile(join(distDir, path + suffix))
    }
    files.set(path, staticFile(path, await readFile(join(distDir, path)), variants, commonHeaders))
  }
  return files
}

/** Whether `Accept-Encoding` takes `encoding` (named with a weight above 0, or by `*`). */
function accepts(acceptEncoding: string, encoding: Encoding): boolean {
  let wildcard = false
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
    const acceptable = weight === undefined || Number(weight) > 0
    if (name === encoding) return acceptable
    if (name === '*') wildcard = acceptable
  }
  return wildcard
}

/** Brotli, else gzip, else the file itself, as the request accepts and the build has. */
export function chooseRepresentation(file: StaticFile, acceptEncoding: string | undefined): Representation {
  if (acceptEncoding) {
    if (file.br && accepts(acceptEncoding, 'br')) return file.br
    if (file.gzip && accepts(acceptEncoding, 'gzip')) return file.gzip
  }
  return file.identity
}

/** Sends one representation of a file: 304 when the request already holds it (its ETag), no body to a HEAD. */
export function sendRepresentation(req: IncomingMessage, res: ServerResponse, representation: Representation) {
  if (req.headers['if-none-match'] === representation.etag) {
    const { 'Content-Length': _length, ...notModified } = representation.headers
    res.writeHead(304, notModified)
    res.end()
    return
  }
  res.writeHead(200, representation.headers)
  res.end(req.method === 'HEAD' ? undefined : representation.body)
}
