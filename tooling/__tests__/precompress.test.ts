import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { MIN_BYTES, precompressBuild } from '../precompress.ts'

describe('precompressing a build', () => {
  it('writes brotli and gzip copies of the text files that shrink, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    mkdirSync(join(dir, 'assets'))
    mkdirSync(join(dir, '.vite'))
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ index, name: `row ${index}` })))}\n`
    writeFileSync(join(dir, 'assets/app-1a2b.js'), script)
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>')
    writeFileSync(join(dir, 'assets/logo-3c4d.png'), Buffer.alloc(MIN_BYTES * 4))
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify({ big: 'x'.repeat(MIN_BYTES * 4) }))
    await precompressBuild(dir)
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app-1a2b.js.br'))).toString()).toBe(script)
    expect(gunzipSync(readFileSync(join(dir, 'assets/app-1a2b.js.gz'))).toString()).toBe(script)
    for (const left of ['favicon.svg.br', 'assets/logo-3c4d.png.br', '.vite/manifest.json.br']) expect(existsSync(join(dir, left)), left).toBe(false)
  })
})
