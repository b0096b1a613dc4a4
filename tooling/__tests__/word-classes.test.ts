import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { statusCodeProblems, wordClassProblems, type WordClass } from '../word-classes.ts'

const ROOT = join(__dirname, '..', '..')

const rulesIn = (text: string): WordClass[] => wordClassProblems(text).map(({ rule }) => rule)

describe('the four small classes of words, in text', () => {
  it.each([
    ['A indication request has no place for these', 'article'],
    ['is not a eligibility we know', 'article'],
    ['an quote', 'article'],
    ['Names, dates of birth, licence numbers', 'spelling'],
    ['2,000 rows: 2000 ready, 0 to fix', 'number'],
    ['Premium $12500.00', 'number'],
    ['Export 1500 records', 'number'],
    ['Policy year ending 12/2026', 'month'],
    ['Policy year ending 3/2024, the oldest', 'month'],
  ])('finds the mistake in %j (%s)', (text, rule) => {
    expect(rulesIn(text)).toEqual([rule])
  })

  it.each([
    'An indication request, a quote request, an hour, a unit, a user, a one-off, an MTC filing, a USDOT number',
    'Driver license numbers, the license state',
    '2,000 rows: 2,000 ready. Premium $12,500.00. A 2021 Kenworth, VIN 1XKYD49X0MJ441234',
    'BR-30001, USDOT 3141592, Atlanta, GA 30336, Driver 9001 added, line 1200 of the sheet',
    'Effective December 15, 2026; policy year ending December 2026; typed as 12/15/2026 or MM/DD/YYYY',
  ])('finds nothing wrong in %j', (text) => {
    expect(wordClassProblems(text)).toEqual([])
  })
})

describe('a status code in a sentence for a person', () => {
  it.each([
    'Refused. 404: No pending cancellation with this id.',
    'It answered “too many requests” (429): nothing was approved.',
    'Status now: Pending Cancellation (5).',
    'Returns to bound (previous status 5: revoked).',
    'The service answered with status 418.',
  ])('is found in %j', (text) => {
    expect(statusCodeProblems(text)).toHaveLength(1)
  })

  it.each([
    'Status now: Pending Cancellation. Call (404) 555-0147 for help.',
    'Line 404: “BR20001” is not a display id. Answered 500 · Attempt 2 of up to 8.',
    'Bound on December 1, 2026 at 10:30 AM; a delivery answered 401 is not retried.',
  ])('is not found in %j', (text) => {
    expect(statusCodeProblems(text)).toEqual([])
  })
})

/** Files of `folder` with one of `extensions`, the build and dependencies left out. */
function filesIn(folder: string, extensions: RegExp): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return ['node_modules', 'fixtures'].includes(entry.name) ? [] : filesIn(path, extensions)
    return extensions.test(entry.name) ? [path] : []
  })
}

/**
 * Where a string is built from words and a figure or another word: the text before an interpolated
 * value ends in "a" or "an" (the article must come from `withArticle`), or the text after a bare number
 * is a count's noun (the number must come from `formatCount` or `countOf`).
 */
function builtSentenceProblems(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const problems: string[] = []
  const FORMATTED = /^(?:formatCount|countOf|formatUsd|usd|formatCalendarDate|formatDateTime)\(/
  const check = (before: string, value: ts.Node, after: string) => {
    const line = source.getLineAndCharacterOfPosition(value.getStart()).line + 1
    if (/(?:^|[\s(“"])[Aa]n? $/.test(before)) problems.push(`${file}:${line}: “${before.slice(-12)}{${value.getText()}}”: use withArticle`)
    const expression = ts.isJsxExpression(value) ? value.expression : value
    const bareNumber =
      expression && /(?:\.length|\.size|count|Count|counts\[.*\]|total|Total)$/.test(expression.getText()) && !FORMATTED.test(expression.getText())
    if (bareNumber && /^ (?:ready|to fix|skipped|set aside|added|replaced|kept|not stored|rows?|records?|of)\b/.test(after)) {
      problems.push(`${file}:${line}: “{${value.getText()}}${after.slice(0, 12)}”: use formatCount`)
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isTemplateExpression(node)) {
      let before = node.head.text
      for (const span of node.templateSpans) {
        check(before, span.expression, span.literal.text)
        before = span.literal.text
      }
    }
    if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
      const children = node.children
      children.forEach((child, index) => {
        if (!ts.isJsxExpression(child)) return
        const text = (sibling: ts.JsxChild | undefined) => (sibling && ts.isJsxText(sibling) ? sibling.text : '')
        check(text(children[index - 1]).replace(/\s+/g, ' '), child, text(children[index + 1]).replace(/\s+/g, ' '))
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return problems
}

/** The words a file shows or says: a source file's strings and JSX text, a document's prose without its code. */
function wordsOf(file: string): string {
  const text = readFileSync(join(ROOT, file), 'utf8')
  if (file.endsWith('.md')) return text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const words: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node)) words.push(node.text)
    if (ts.isTemplateExpression(node)) words.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text))
    ts.forEachChild(node, visit)
  }
  visit(source)
  return words.join('\n')
}

const SOURCES = ['src', 'sandbox', 'server'].flatMap((folder) => filesIn(folder, /\.tsx?$/)).filter((file) => !/__tests__|\.test\./.test(file))
const DOCUMENTS = ['README.md', 'DEVELOPERS.md', ...filesIn('docs', /\.md$/)]
/** Code a developer copies, shown as code: a receiver answers 401 there. */
const CODE_SAMPLES = ['src/features/webhooks/verifier/receiver-samples.ts']
/** The schedule import reads the British spelling of a header on purpose ("Licence number"), and its tests say so. */
const READS_BRITISH_HEADERS = ['src/domain/schedules/names.ts']

// Parses some 750 files: room for a busy machine.
describe('the four small classes of words, in the source (ADR 0087)', { timeout: 30_000 }, () => {
  it('every string the portal and the sandbox show, and every document, is free of the four mistakes', () => {
    const found = [...SOURCES, ...DOCUMENTS]
      .filter((file) => !READS_BRITISH_HEADERS.includes(file))
      .flatMap((file) => wordClassProblems(wordsOf(file)).map(({ rule, found: words }) => `${relative(ROOT, join(ROOT, file))}: ${rule}: “${words}”`))
    expect(found).toEqual([])
  })

  it('no sentence is built with a fixed article before a word that varies, or a bare count before its noun', () => {
    expect(SOURCES.flatMap(builtSentenceProblems)).toEqual([])
  })

  it('no string of the portal or the sandbox puts a status code in a sentence for a person (issue 39, ADR 0141)', () => {
    const found = SOURCES.filter((file) => !CODE_SAMPLES.includes(file)).flatMap((file) =>
      statusCodeProblems(wordsOf(file)).map(({ found: words }) => `${file}: “${words}”`),
    )
    expect(found).toEqual([])
  })

  it('one formatter of counts: src/generic/text.ts', () => {
    const others = SOURCES.filter(
      (file) => file !== join('src', 'generic', 'text.ts') && /toLocaleString\(|Intl\.NumberFormat/.test(readFileSync(join(ROOT, file), 'utf8')),
    )
    expect(others).toEqual([])
  })
})
