import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMMUTABLE_CACHE_CONTROL } from '../../server/security-headers.ts'
import { previewAssetsPlugin } from '../preview-assets-plugin.ts'

describe('vite preview with the hashed assets served as production serves them', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'preview-assets-'))
  let origin = ''
  let close: () => Promise<void> = async () => {}

  beforeAll(async () => {
    mkdirSync(join(outDir, 'assets'))
    writeFileSync(join(outDir, 'assets', 'entry-abc1234.js'), 'export const answer = 42\n')
    writeFileSync(join(outDir, 'assets', 'entry-abc1234.js.gz'), gzipSync('export const answer = 42\n'))
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>portal</title>')
    const server = await preview({
      configFile: false,
      logLevel: 'silent',
      plugins: [previewAssetsPlugin()],
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0 },
    })
    origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '')
    close = () => server.close()
  })
  afterAll(() => close())

  it('keeps a hashed asset for a year, with its type, and answers a repeat question with 304; keeps an idle connection as production does', async () => {
    const response = await fetch(`${origin}/assets/entry-abc1234.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await response.text()).toBe('export const answer = 42\n')
    expect(response.headers.get('keep-alive')).toBe('timeout=65')
    const again = await fetch(`${origin}/assets/entry-abc1234.js`, { headers: { 'If-None-Match': response.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('sends the build’s gzip copy to a client that accepts it, and the file itself to one that does not', async () => {
    const compressed = await new Promise<{ encoding: string | undefined; body: Buffer }>((done, failed) => {
      request(`${origin}/assets/entry-abc1234.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => done({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }))
      })
        .on('error', failed)
        .end()
    })
    expect(compressed.encoding).toBe('gzip')
    expect(gunzipSync(compressed.body).toString()).toBe('export const answer = 42\n')
    const plain = await fetch(`${origin}/assets/entry-abc1234.js`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
  })

  it('leaves every other file, and an asset the build does not have, to the preview', async () => {
    const page = await fetch(`${origin}/index.html`)
    expect(page.headers.get('cache-control')).not.toBe(IMMUTABLE_CACHE_CONTROL)
    const missing = await fetch(`${origin}/assets/missing-0000000.js`)
    expect(missing.headers.get('cache-control')).not.toBe(IMMUTABLE_CACHE_CONTROL)
  })
})
