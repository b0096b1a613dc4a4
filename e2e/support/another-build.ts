import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Vite's names for the build's hashed files (vite.config.ts): `[name]-[hash:7][extname]`. */
const HASHED_NAME = /^(.+)-[\w-]{7}(\.(?:js|css))$/

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name.startsWith('.') ? [] : filesUnder(path)
    return [path]
  })
}

/**
 * Turns the build in `dir` into another build, as a deploy of changed code brings it: every hashed file
 * of `assets/` under another hash, and every reference to it (index.html, the drawn sign-in page, the
 * chunks' imports and preload lists) following. The precompressed copies, which no longer match, are
 * dropped: the server then sends the files as they are. A tab of the build before asks for names that
 * are no longer there, exactly as after a real rebuild that changed every chunk; building again would
 * cost about 80 s of both cores for no more than that (ADR 0116).
 */
export function deployAnotherBuild(dir: string, deploy: number): void {
  const assets = join(dir, 'assets')
  const renamed = new Map<string, string>()
  for (const name of readdirSync(assets)) {
    const match = HASHED_NAME.exec(name)
    if (!match) continue
    const hash = createHash('sha256').update(`${deploy} ${name}`).digest('base64url').slice(0, 7)
    renamed.set(name, `${match[1]}-${hash}${match[2]}`)
  }
  const anyOldName = new RegExp([...renamed.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g')
  for (const path of filesUnder(dir)) {
    if (/\.(br|gz)$/.test(path)) rmSync(path)
    else if (/\.(html|js|css)$/.test(path))
      writeFileSync(
        path,
        readFileSync(path, 'utf8').replace(anyOldName, (name) => renamed.get(name)!),
      )
  }
  for (const [from, to] of renamed) renameSync(join(assets, from), join(assets, to))
}
