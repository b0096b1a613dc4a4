import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(__dirname, '..', '..')
/** Ways of writing a date or a moment for people other than the formatter (ADR 0068). */
const OTHER_FORMATTERS = /Intl\.DateTimeFormat|toLocale(Date|Time)String\(|isoToUsDate\(/

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('one formatter of dates and moments', () => {
  it('is src/generic/format.ts: no screen writes a date its own way (the wire’s MM/DD/YYYY is src/contract/wire-values.ts)', () => {
    // The date box shows what a person types in the format they are asked to type it (ADR 0067).
    const allowed = new Set(['generic/format.ts', 'generic/dates.ts', 'contract/wire-values.ts', 'components/form/date-box.tsx'].map((file) => join(SRC, file)))
    const others = sourceFiles(SRC).filter((file) => !allowed.has(file) && OTHER_FORMATTERS.test(readFileSync(file, 'utf8')))
    expect(others.map((file) => file.slice(SRC.length + 1))).toEqual([])
  })
})
