import { readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { listBuildFiles } from '../server/static-files.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats worth compressing; images and fonts other than SVG are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|map)$/i
/** Below this a compressed copy saves less than its headers cost. */
export const MIN_BYTES = 1024

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside every text file of a build that
 * compression makes smaller, for the production server and for hosts that serve precompressed files
 * (nginx `gzip_static`, `brotli_static`). ADR 0060. Run after `vite build` (scripts/precompress.ts), not
 * inside it: a few seconds of brotli would be most of the build.
 */
export async function precompressBuild(outDir: string): Promise<void> {
  const files = (await listBuildFiles(outDir)).filter((path) => COMPRESSIBLE.test(path)).map((path) => join(outDir, path))
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return
      const body = await readFile(file)
      const variants: [string, Buffer][] = [
        [
          '.br',
          await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        ],
        ['.gz', await gzipAsync(body, { level: constants.Z_BEST_COMPRESSION })],
      ]
      await Promise.all(
        variants.filter(([, compressed]) => compressed.length < body.length).map(([suffix, compressed]) => writeFile(file + suffix, compressed)),
      )
    }),
  )
}
