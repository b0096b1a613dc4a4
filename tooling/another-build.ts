import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Vite's names for the build's hashed files (vite.config.ts): `[name]-[hash:7][extname]`. */
const HASHED_NAME = /^(.+)-[\w-]{7}(\.(?:js|css))$/

/** The build in `dir` made another, as a deploy of changed code brings it: every hashed file renamed, references following (building again: 80 s, ADR 0116). */
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
  const withNewNames = (text: string) => text.replace(anyOldName, (name) => renamed.get(name)!)
  // The folders of the server and of the build's records (.server/, .vite/, .hosting/) stay as they are.
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => !file.startsWith('.'))
  for (const path of files.map((file) => join(dir, file))) {
    if (/\.(br|gz)$/.test(path)) rmSync(path)
    else if (/\.(html|js|css)$/.test(path)) writeFileSync(path, withNewNames(readFileSync(path, 'utf8')))
  }
  for (const [from, to] of renamed) renameSync(join(assets, from), join(assets, to))
}
