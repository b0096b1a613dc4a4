import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { citedPaths, pathFinder, pathProblems, TOP_FOLDERS } from '../adr-paths.ts'

const ROOT = join(__dirname, '..', '..')
const DECISIONS = join(ROOT, 'docs', 'decisions')

function entriesIn(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`
    if (!entry.isDirectory()) return [path]
    return entry.name === 'node_modules' ? [] : [path, ...entriesIn(path)]
  })
}

const entries = [...readdirSync(ROOT), ...TOP_FOLDERS.flatMap(entriesIn)]
const subfolders = (folder: string) => readdirSync(join(ROOT, folder), { withFileTypes: true }).filter((entry) => entry.isDirectory())
const folders = new Set([...TOP_FOLDERS, ...TOP_FOLDERS.flatMap(subfolders).map((entry) => entry.name)])
const inRepository = pathFinder(entries)
/** A package's own file (`zod/v4/core/schemas.js`) exists in node_modules. */
const exists = (path: string) => inRepository(path) || existsSync(join(ROOT, 'node_modules', path))

describe('the paths the decision records cite', () => {
  it('exist, or the record says at its top where they moved or that it is superseded', () => {
    const records = readdirSync(DECISIONS).filter((name) => /^\d{4}-.*\.md$/.test(name))
    const problems = records.flatMap((name) =>
      pathProblems(readFileSync(join(DECISIONS, name), 'utf8'), folders, exists).map((problem) => `${name}: ${problem}`),
    )
    expect(problems).toEqual([])
  })
})

describe('the rule', () => {
  const repository = pathFinder(['src/generic/records-file.ts', 'e2e/screens/index.ts', 'e2e/screens/quote.ts', 'docs/decisions/0132-x.md', 'docs/testing.md'])
  const someFolders = new Set(['src', 'e2e', 'docs', 'generic', 'screens', 'lib'])
  const problems = (markdown: string) => pathProblems(markdown, someFolders, repository)

  it('cites a source file by any part of its path, a path under a folder of the repository, and a link', () => {
    const text = '`records-file.ts`, `generic/records-file.ts:12`, `src/lib`, `e2e/screens/<feature>.ts`, [testing](../testing.md#sweeps)'
    expect(citedPaths(text, someFolders)).toEqual(['records-file.ts', 'generic/records-file.ts', 'src/lib', 'e2e/screens/<feature>.ts', 'docs/testing.md'])
  })

  it('leaves alone what is not a path of the repository', () => {
    const text =
      '`zod/mini`, `MM/DD/YYYY`, `/v1/quote`, `.test.ts`, `dist/.server/main.mjs`, `npm run size`, [site](https://example.com)\n```\n`src/gone.ts`\n```'
    expect(citedPaths(text, someFolders)).toEqual([])
  })

  it('finds a path by its ending, `<name>` and `*` standing for any part of a name', () => {
    expect(['records-file.ts', 'screens/index.ts', 'e2e/screens/<feature>.ts', 'e2e/screens/*.ts', 'src/generic/'].every(repository)).toBe(true)
    expect(['file.ts', 'src/records-file.ts', 'e2e/support/screens*.ts'].some(repository)).toBe(false)
  })

  it('fails a path gone without a word', () => {
    expect(problems('# 0061\n\n## Context\n\n`src/lib` held it.')).toEqual([
      '`src/lib` exists nowhere: say "Paths moved: `src/lib` -> `new`" or "Superseded by ADR nnnn."',
    ])
  })

  it('passes a path whose move or end the record says at its top, to a path that exists', () => {
    const top = 'Paths moved: `src/lib` -> `src/generic`; `lib/gone.ts` -> gone (ADR 0132).'
    expect(problems(`# 0061\n\n${top}\n\n## Context\n\n\`src/lib\` held \`lib/gone.ts\`.`)).toEqual([])
    expect(problems('# 0061\n\nPaths moved: `src/lib` -> `src/domain`.\n\n## Context\n\n`src/lib`')).toEqual([
      '`src/lib` moved to `src/domain`, which exists nowhere either',
    ])
  })

  it('passes every path of a record superseded by one that exists, and only at its top', () => {
    expect(problems('# 0031\n\nSuperseded by ADR 0132.\n\n## Context\n\n`src/lib`')).toEqual([])
    expect(problems('# 0031\n\nSuperseded by ADR 0133.\n\n## Context')).toEqual(['ADR 0133, said to supersede it, exists nowhere'])
    expect(problems('# 0031\n\n## Context\n\nSuperseded by ADR 0132.\n\n`src/lib`')).toHaveLength(1)
  })
})
