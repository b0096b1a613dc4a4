import { fullYear } from './read-date.ts'
import { readProblem, readValue, type ReadResult } from './read-result.ts'

/** A count or other whole number: `3`, `1,200`, and `3.0` as a spreadsheet may store it. */
export function readWholeNumber(text: string): ReadResult<number> {
  const written = text.trim()
  const digits = written.replace(/^(\d{1,3}(?:,\d{3})+)(?=$|\.)/, (grouped) => grouped.replaceAll(',', ''))
  if (/^-\d/.test(digits)) return readProblem(`${written} is negative: use 0 or more`)
  const match = /^(\d+)(?:\.(\d+))?$/.exec(digits)
  if (!match) return readProblem(`“${written}” is not a number: use digits, like 2`)
  if (match[2] && /[1-9]/.test(match[2])) return readProblem(`${written} is not a whole number`)
  return readValue(Number(match[1]))
}

/**
 * A model year: `2019`, or `19` and `'19`, read as the latest year ending in those digits that is not
 * after next year (a model year may be next year's).
 */
export function readModelYear(text: string, today: string): ReadResult<number> {
  const written = text.trim()
  const match = /^'?(\d{2}|\d{4})(?:\.0+)?$/.exec(written)
  if (!match?.[1]) return readProblem(`“${written}” is not a model year: use four digits, like 2019`)
  const digits = match[1]
  return readValue(digits.length === 4 ? Number(digits) : fullYear(Number(digits), Number(today.slice(0, 4)) + 1))
}
