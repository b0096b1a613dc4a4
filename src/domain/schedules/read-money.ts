import { parseMoneyInput } from '../../generic/money.ts'
import { readProblem, readValue, type ReadResult } from './read-result.ts'

/**
 * An amount in dollars as people write it (`$125,000`, `125000.5`, `$ 78 000`, `USD 1,250.00`) to a
 * decimal string with cents (`125000.00`). Negative amounts, written `-125` or in accounting's
 * parentheses `(125)`, are refused: a stated value or a deductible is never below zero.
 */
export function readMoney(text: string): ReadResult<string> {
  const written = text.trim()
  const compact = written.replace(/\s+/g, '').replace(/^usd/i, '').replace(/usd$/i, '')
  if (/^\(.*\)$/.test(compact) || /^-|^\$-/.test(compact)) return readProblem(`${written} is negative: use an amount of $0 or more`)
  const parsed = parseMoneyInput(compact)
  if (parsed.ok) return readValue(parsed.value)
  if (parsed.problem === 'too-many-decimals') return readProblem(`${written} has fractions of a cent: use at most two decimals`)
  return readProblem(`“${written}” is not an amount: write dollars, like 125000 or $125,000.00`)
}
