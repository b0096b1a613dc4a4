import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { HASHED_ASSETS_PREFIX } from './security-headers.ts'
import { ENCODING_SUFFIX, staticFile, type Encoding, type StaticFile } from './static-files.ts'

/**
 * Earlier builds' hashed files, for the tabs still running them (ADR 0116). A tab opened before a deploy
 * asks for the chunks of the build it started with, which the new build names otherwise. Each server adds
 * its build's `/assets/` to the archive when it starts, and answers a name its build lacks from there.
 *
 * A file's days count from when it left the build, not from when it was archived: a build served for
 * three weeks would otherwise be gone the moment the next one replaced it. The archive holds `assets/`
 * (the files, their precompressed copies beside them) and `retired/`: an empty mark per file that a server
 * started without, dated by its modification time. Instances may share the folder: a file arrives under a
 * temporary name and is renamed, a mark is created only where there is none.
 */

/** Long enough for a tab left open across two weekends; an older tab loads the new build itself (ADR 0117). */
export const ARCHIVE_KEEP_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

export interface AssetArchive {
  dir: string
  keepDays: number
}

const filesOf = (archive: AssetArchive) => join(archive.dir, 'assets')
const marksOf = (archive: AssetArchive) => join(archive.dir, 'retired')
const markOf = (archive: AssetArchive, name: string) => join(marksOf(archive), name)

/** undefined for a file that is not there; any other failure is thrown. */
function unlessMissing(error: NodeJS.ErrnoException): undefined {
  if (error.code !== 'ENOENT') throw error
  return undefined
}

/** When the file left the build (its mark's date), or undefined while it is in a build being served. */
const retiredAt = (archive: AssetArchive, name: string) => stat(markOf(archive, name)).then((mark) => mark.mtimeMs, unlessMissing)

const isExpired = (archive: AssetArchive, retired: number | undefined, now: number) => retired !== undefined && now - retired >= archive.keepDays * DAY_MS

/** Marks a file as left the build at `now`, unless another server has marked it already. */
async function markRetired(archive: AssetArchive, name: string, now: number) {
  try {
    await writeFile(markOf(archive, name), '', { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return
    throw error
  }
  // Dated by this process's clock, which the age is read by, rather than the file system's.
  await utimes(markOf(archive, name), now / 1000, now / 1000)
}

/**
 * At start: the build's hashed files into the archive (unmarked: the build is served again), a mark on
 * each archived file the build lacks, and the files that left the build `keepDays` ago or more removed.
 */
export async function archiveBuild(distDir: string, archive: AssetArchive, now = Date.now()): Promise<void> {
  await mkdir(filesOf(archive), { recursive: true })
  await mkdir(marksOf(archive), { recursive: true })
  const built = new Set(await readdir(join(distDir, 'assets')))
  const archived = new Set(await readdir(filesOf(archive)))
  const marked = new Set(await readdir(marksOf(archive)))
  for (const name of built) {
    if (!archived.has(name)) {
      const arriving = join(filesOf(archive), `.${name}.${randomUUID()}`)
      await copyFile(join(distDir, 'assets', name), arriving)
      await rename(arriving, join(filesOf(archive), name))
    }
    if (marked.has(name)) await unlink(markOf(archive, name)).catch(unlessMissing)
  }
  for (const name of archived) {
    if (!built.has(name) && !marked.has(name)) await markRetired(archive, name, now)
  }
  // By the marks, so that a mark whose file went (a copy on its way when it was marked) goes too.
  for (const name of marked) {
    if (built.has(name) || !isExpired(archive, await retiredAt(archive, name), now)) continue
    await unlink(join(filesOf(archive), name)).catch(unlessMissing)
    await unlink(markOf(archive, name)).catch(unlessMissing)
  }
}

/** A name as the build writes its hashed files: one segment, never a dot-file (a copy on its way is one), never a precompressed copy. */
const isServedName = (name: string) => /^[\w-][\w.-]*$/.test(name) && !Object.values(ENCODING_SUFFIX).some((suffix) => name.endsWith(suffix))

/**
 * An earlier build's hashed file (`/assets/<name>`), read from the archive when asked for, with the
 * headers of the build's own (kept for a year); undefined when the archive lacks it or it left the build
 * `keepDays` ago. Only a plain name is looked up, so no request reaches outside the archive's `assets/`.
 */
export async function archivedFile(archive: AssetArchive, path: string, headers: Record<string, string>, now = Date.now()): Promise<StaticFile | undefined> {
  const name = path.slice(HASHED_ASSETS_PREFIX.length)
  if (!path.startsWith(HASHED_ASSETS_PREFIX) || !isServedName(name)) return undefined
  if (isExpired(archive, await retiredAt(archive, name), now)) return undefined
  const read = (file: string) => readFile(join(filesOf(archive), file)).catch(unlessMissing)
  const identity = await read(name)
  if (!identity) return undefined
  const variants: Partial<Record<Encoding, Buffer>> = {}
  for (const [encoding, suffix] of Object.entries(ENCODING_SUFFIX) as [Encoding, string][]) {
    const variant = await read(name + suffix)
    if (variant) variants[encoding] = variant
  }
  return staticFile(path, identity, variants, headers)
}
