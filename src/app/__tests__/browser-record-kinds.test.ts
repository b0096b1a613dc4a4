import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isPortable, keyOfKind, type BrowserRecordKind } from '@/generic/records-file'
import { SWEPT_KINDS } from '../../../e2e/support/record-kinds-swept'
import { BROWSER_RECORD_KINDS, PORTABLE_KINDS } from '../browser-record-kinds'

/**
 * The registry of browser records (ADR 0103) against the source: every place in src that reads or writes
 * browser storage is found by what it calls, and every key it names (`'portal.…'`, a template's
 * `${…}` standing for anything) must be a declared kind's.
 */

const SRC = fileURLToPath(new URL('../..', import.meta.url))
/** The mechanism itself, which names no key of its own. */
const MECHANISM = new Set(['generic/storage.ts', 'generic/record-store.ts'])
const USES_STORAGE = /\bcreateRecordStore\b|\b(readStored|writeStored|storedKeys)\(|\b(localStorage|sessionStorage|indexedDB)\b/
const KEY_LITERAL = /(['`])(portal\.[^'`]*)\1/g

type Area = 'localStorage' | 'IndexedDB'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__tests__' || path === join(SRC, 'test') ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')

/** Each file that uses browser storage, with the keys it names. */
const storageUsers = sourceFiles(SRC)
  .map((path) => ({ file: relative(SRC, path), code: withoutComments(readFileSync(path, 'utf8')) }))
  .filter(({ file, code }) => !MECHANISM.has(file) && USES_STORAGE.test(code))
  .map(({ file, code }) => ({
    file,
    area: (/\bindexedDB\b/.test(code) ? 'IndexedDB' : 'localStorage') as Area,
    keys: [...code.matchAll(KEY_LITERAL)].map((match) => match[2]!),
  }))

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A key as named in code: a template's `${…}` stands for anything. */
const keyPattern = (named: string) =>
  new RegExp(
    `^${named
      .split(/\$\{[^}]*\}/)
      .map(escaped)
      .join('.*')}$`,
  )

const areaOf = (kind: BrowserRecordKind): Area => (isPortable(kind) ? 'localStorage' : (kind.where ?? 'localStorage'))
/** How e2e/support/record-kinds-swept.ts names a kind. */
const sweptName = (kind: BrowserRecordKind) => (areaOf(kind) === 'IndexedDB' ? `IndexedDB ${keyOfKind(kind)}` : keyOfKind(kind))
const covers = (kind: BrowserRecordKind, area: Area, named: string) => areaOf(kind) === area && keyPattern(named).test(keyOfKind(kind))

describe('the registry of browser records', () => {
  it('finds the stores it is checked against', () => {
    expect(storageUsers.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        'api/session/session-store.ts',
        'api/session/replaced-tokens.ts',
        'domain/wizard-drafts.ts',
        'features/quote/form/agency-type.ts',
      ]),
    )
  })

  it('names every key that the portal reads or writes in browser storage', () => {
    const unnamed = storageUsers.filter(({ keys }) => keys.length === 0).map(({ file }) => `${file}: uses browser storage under no 'portal.…' key`)
    const undeclared = storageUsers.flatMap(({ file, area, keys }) =>
      keys.filter((named) => !BROWSER_RECORD_KINDS.some((kind) => covers(kind, area, named))).map((named) => `${file}: ${area} ${named}`),
    )
    expect([...unnamed, ...undeclared], 'declare each beside its store and list it in src/app/browser-record-kinds.ts').toEqual([])
  })

  it('declares only kinds that some store uses, each once', () => {
    const unused = BROWSER_RECORD_KINDS.filter((kind) => !storageUsers.some(({ area, keys }) => keys.some((named) => covers(kind, area, named))))
    expect(unused.map(sweptName)).toEqual([])
    const names = BROWSER_RECORD_KINDS.map(sweptName)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it('has each kind portable, or with why not, under a name of its own', () => {
    for (const kind of BROWSER_RECORD_KINDS) {
      expect(kind.label, sweptName(kind)).toMatch(/^[a-z]/)
      if (!isPortable(kind)) expect(kind.notPortable.length, kind.label).toBeGreaterThan(20)
    }
    const labels = BROWSER_RECORD_KINDS.map(({ label }) => label)
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([])
  })

  it('carries the tokens in no records file', () => {
    expect(PORTABLE_KINDS.map(({ store }) => store.prefix)).not.toContain('portal.session')
  })

  it('has each kind in the storage-failure sweep, or why not (e2e/support/record-kinds-swept.ts)', () => {
    expect(Object.keys(SWEPT_KINDS).sort()).toEqual(BROWSER_RECORD_KINDS.map(sweptName).sort())
  })
})
