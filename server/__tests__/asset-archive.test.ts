import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { archiveBuild, archivedFile, ARCHIVE_KEEP_DAYS, type AssetArchive } from '../asset-archive.ts'
import { assetArchiveDir } from '../config.ts'
import { createPortalServer } from '../portal-server.ts'
import { ASSET, ASSET_TEXT, close, listen, makeDist, send } from './support.ts'

/** The next build's only hashed file: another name, as a deploy gives every changed file. */
const NEXT_ASSET = '/assets/app-Zz98yxWv.js'
const DAY_MS = 24 * 60 * 60 * 1000
const STARTED = Date.now()
const daysAfterStart = (days: number) => STARTED + days * DAY_MS

const newArchive = (): AssetArchive => ({ dir: mkdtempSync(join(tmpdir(), 'portal-archive-')), keepDays: ARCHIVE_KEEP_DAYS })
const archivedNames = (archive: AssetArchive) => readdirSync(join(archive.dir, 'assets')).sort()
const servedOn = async (archive: AssetArchive, path: string, day: number) => (await archivedFile(archive, path, {}, daysAfterStart(day))) !== undefined

const servers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of servers.splice(0)) await stop()
})

/** The production server of `distDir`, started with the archive as `npm start` starts it. */
async function startWithArchive(distDir: string, archive: AssetArchive | undefined) {
  if (archive) await archiveBuild(distDir, archive)
  const server = await createPortalServer({
    config: { api: { kind: 'direct', apiBaseUrl: 'https://api.example.com/v1' }, carrierCensus: null },
    distDir,
    writeLine: () => {},
    archive,
  })
  const url = await listen(server)
  servers.push(() => close(server))
  return url
}

describe('the archive of earlier builds’ hashed files', () => {
  it('answers a tab of the earlier build after a deploy, kept for a year and precompressed as before; without the archive, a 404', async () => {
    const archive = newArchive()
    await startWithArchive(makeDist(), archive)
    const next = makeDist(NEXT_ASSET)
    const url = await startWithArchive(next, archive)

    const earlier = await send(`${url}${ASSET}`, { headers: { 'Accept-Encoding': 'br' } })
    expect(earlier.status).toBe(200)
    expect(brotliDecompressSync(earlier.body).toString()).toBe(ASSET_TEXT)
    expect(earlier.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(earlier.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(earlier.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect((await send(`${url}${ASSET}`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(earlier.headers.etag) } })).status).toBe(304)
    expect((await send(`${url}${NEXT_ASSET}`)).text).toBe(ASSET_TEXT)

    const withoutArchive = await startWithArchive(next, undefined)
    expect((await send(`${withoutArchive}${ASSET}`)).status).toBe(404)
  })

  it('keeps a file for 14 days after it left the build, counted from then, not from when it was archived', async () => {
    const archive = newArchive()
    const first = makeDist()
    await archiveBuild(first, archive, STARTED)
    // The first build is served for three weeks (restarted once), then replaced.
    await archiveBuild(first, archive, daysAfterStart(10))
    await archiveBuild(makeDist(NEXT_ASSET), archive, daysAfterStart(21))

    expect(await servedOn(archive, ASSET, 21 + 13)).toBe(true)
    expect(await servedOn(archive, ASSET, 21 + 14)).toBe(false)
    expect(await servedOn(archive, NEXT_ASSET, 400)).toBe(true)

    // Removed by the first start after its days, precompressed copies with it.
    await archiveBuild(makeDist(NEXT_ASSET), archive, daysAfterStart(21 + 13))
    expect(archivedNames(archive)).toContain('app-Bx12abCd.js.br')
    await archiveBuild(makeDist(NEXT_ASSET), archive, daysAfterStart(21 + 14))
    expect(archivedNames(archive)).toEqual(['app-Zz98yxWv.js', 'app-Zz98yxWv.js.br', 'app-Zz98yxWv.js.gz'])
    expect(readdirSync(join(archive.dir, 'retired'))).toEqual([])
  })

  it('serves an earlier build again from its own start on (a rollback), and a build another instance archived after this one started', async () => {
    const archive = newArchive()
    const first = makeDist()
    await archiveBuild(first, archive, STARTED)
    await archiveBuild(makeDist(NEXT_ASSET), archive, daysAfterStart(1))
    await archiveBuild(first, archive, daysAfterStart(20))
    expect(await servedOn(archive, ASSET, 400)).toBe(true)
    expect(await servedOn(archive, NEXT_ASSET, 20 + 13)).toBe(true)
    expect(await servedOn(archive, NEXT_ASSET, 20 + 14)).toBe(false)

    // A rolling deploy over one shared folder: an instance of the earlier build answers the new build's tabs.
    const shared = newArchive()
    const earlierInstance = await startWithArchive(makeDist(), shared)
    await archiveBuild(makeDist(NEXT_ASSET), shared)
    expect((await send(`${earlierInstance}${NEXT_ASSET}`)).text).toBe(ASSET_TEXT)
  })

  it('looks up only a plain hashed name: no dot segment, encoded slash, copy on its way or precompressed copy is answered', async () => {
    const archive = newArchive()
    await startWithArchive(makeDist(), archive)
    const url = await startWithArchive(makeDist(NEXT_ASSET), archive)
    for (const path of [
      `${ASSET}.br`,
      '/assets/../index.html',
      '/assets/..%2Fretired%2Fapp-Bx12abCd.js',
      '/assets/%2e%2e/assets/app-Bx12abCd.js',
      '/assets/.app-Bx12abCd.js.1234',
      '/assets/',
      '/assets/gone-a1b2c3.js',
    ]) {
      const answer = await send(`${url}${path}`)
      expect(answer.status, path).toBe(404)
      expect(answer.text).toBe('Not found\n')
    }
  })

  it('is a folder beside the build by default, PORTAL_ASSET_ARCHIVE when set, and none when off', () => {
    expect(assetArchiveDir(undefined, '/srv/portal/dist/')).toBe('/srv/portal/dist-archive')
    expect(assetArchiveDir('', '/srv/portal/dist')).toBe('/srv/portal/dist-archive')
    expect(assetArchiveDir('/mnt/shared/portal-assets', '/srv/portal/dist')).toBe('/mnt/shared/portal-assets')
    expect(assetArchiveDir('off', '/srv/portal/dist')).toBeNull()
  })
})
