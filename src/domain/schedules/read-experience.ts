import { readProblem, readValue, type ReadResult } from './read-result.ts'

/**
 * Driving experience, to whole months: `7` (years), `7.5` (seven and a half years), `7 yrs`,
 * `7y 3m`, `7 years, 3 months`, `8 months`, `8 mos`.
 */
const YEARS_AND_MONTHS = /^(?:(\d+(?:\.\d+)?)\s*(?:y|yr|yrs|year|years)?)?\s*,?\s*(?:(\d+)\s*(?:m|mo|mos|month|months))?$/i

export function readExperienceMonths(text: string): ReadResult<number> {
  const written = text.trim()
  const match = YEARS_AND_MONTHS.exec(written)
  if (!written || !match || (match[1] === undefined && match[2] === undefined)) {
    return readProblem(`“${written}” is not an amount of experience: use years, like 7, or 7y 3m`)
  }
  return readValue(Math.round(Number(match[1] ?? 0) * 12) + Number(match[2] ?? 0))
}
