import { normalizeName } from './names.ts'
import { readProblem, readValue, type ReadResult } from './read-result.ts'

const YES = new Set(['y', 'yes', 'x', 'true', '1', 't'])
const NO = new Set(['n', 'no', 'false', '0', 'f'])
const CHECK_MARKS = /^[✓✔☑]$/u

/** Y/N, Yes/No, X (a ticked box), true/false, 1/0, a check mark. An empty cell is not read at all. */
export function readYesNo(text: string): ReadResult<boolean> {
  const written = text.trim()
  const name = normalizeName(written)
  if (YES.has(name) || CHECK_MARKS.test(written)) return readValue(true)
  if (NO.has(name)) return readValue(false)
  return readProblem(`“${written}” is not a yes or no: use Y or N`)
}
