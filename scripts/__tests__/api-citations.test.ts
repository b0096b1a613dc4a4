import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { citationsIn, outlineOf, unresolvedCitations } from '../api-citations.ts'

const ROOT = join(__dirname, '..', '..')
const outline = outlineOf(readFileSync(join(ROOT, 'docs', 'api.md'), 'utf8'))

const FOLDERS = ['src', 'sandbox', 'server', 'e2e', 'scripts', 'tooling', 'bench', 'eslint-rules', 'docs']
/** This file's own examples cite what does not exist, on purpose. */
const EXAMPLES = join('scripts', '__tests__', 'api-citations.test.ts')

function filesIn(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesIn(path)
    return /\.(tsx?|m?js|md|json)$/.test(entry.name) ? [path] : []
  })
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length

describe('docs/api.md, the contract under its own numbers', () => {
  it('has every section of the contract, and each section’s rules numbered from 1', () => {
    const sections = ['1', '2', ...Array.from({ length: 10 }, (_, i) => `2.${i + 1}`), '3', '4', ...Array.from({ length: 9 }, (_, i) => `4.${i + 1}`)]
    sections.push('5', '6', '6.1', '6.2', '6.3', '6.4', '6.5', '7', '8', '9')
    expect([...outline.keys()]).toEqual(sections)
    const counted = Object.fromEntries([...outline].filter(([, rules]) => rules.length > 0))
    expect(counted).toEqual({ '3': [1, 2, 3, 4], '4.7': [1, 2, 3, 4, 5, 6, 7, 8, 9], '5': [1, 2, 3, 4, 5, 6, 7, 8], '6.5': [1, 2, 3, 4, 5, 6], '9': [1, 2, 3] })
  })

  it('resolves every citation of the contract in the code and the documents', () => {
    const files = [...FOLDERS.flatMap(filesIn), 'README.md', 'DEVELOPERS.md'].filter((file) => file !== EXAMPLES)
    const unresolved = files.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8')
      return unresolvedCitations(text, outline).map(({ text: cited, index }) => `${relative(ROOT, join(ROOT, file))}:${lineOf(text, index)}: “${cited}”`)
    })
    expect(unresolved).toEqual([])
  })
})

describe('what counts as a citation', () => {
  it.each([
    ['section 4.7 rule 8', ['4.7'], [8]],
    ['Section 2.7’s request object', ['2.7'], []],
    ['sections 2.9, 3, 4.8 and 6', ['2.9', '3', '4.8', '6'], []],
    ['sections 2.3 to 2.5, 4.4 to 4.6', ['2.3', '2.4', '2.5', '4.4', '4.5', '4.6'], []],
    ['section 4.7 rules 6 to 8', ['4.7'], [6, 7, 8]],
    ['section 6.5, rule 4', ['6.5'], [4]],
    ['rules 1, 2 and 7 of section 4.7', ['4.7'], [1, 2, 7]],
    ['(4.7 rule 8)', ['4.7'], [8]],
    ['the receipt of rule 8', [], [8]],
  ])('reads %j', (text, sections, rules) => {
    expect(citationsIn(text).map((citation) => [citation.sections, citation.rules])).toEqual([[sections, rules]])
  })

  it.each(['RFC 3339 (section 5.6) text', 'lint rules 10', 'cancellation-notice-days.md §2', 'Fla. Stat. §627.4133'])('leaves %j alone', (text) => {
    expect(citationsIn(text)).toEqual([])
  })
})

describe('what resolves', () => {
  const unresolved = (text: string) => unresolvedCitations(text, outline).map(({ text: cited }) => cited)

  it('a section, a rule of it, and section 5’s rules cited as 5.4', () => {
    expect(unresolved('section 2.10; section 4.7 rule 9; sections 4.1 and 5.7; 6.5 rule 6')).toEqual([])
  })

  it.each([
    ['section 2.11', 'section 2.11'],
    ['section 4.7 rule 10', 'section 4.7 rule 10'],
    ['sections 4.1 and 5.9', 'sections 4.1 and 5.9'],
    ['3 rule 2 is fine, 6.5 rule 7 is not', '6.5 rule 7'],
    ['section 10', 'section 10'],
  ])('not %j', (text, cited) => {
    expect(unresolved(text)).toEqual([cited])
  })

  it('a bare rule against the sections its file cites, or any section when it cites none', () => {
    expect(unresolved('Section 3 moves; rule 4 says so')).toEqual([])
    expect(unresolved('Section 3 moves; rule 8 says so')).toEqual(['rule 8'])
    expect(unresolved('section 4.7; rule 8')).toEqual([])
    expect(unresolved('no section named; rule 9')).toEqual([])
    expect(unresolved('no section named; rule 10')).toEqual(['rule 10'])
  })
})
