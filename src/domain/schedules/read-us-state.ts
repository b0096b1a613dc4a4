import { US_STATES, type UsStateCode } from '../../generic/us-states.ts'
import { normalizeName } from './names.ts'
import { readProblem, readValue, type ReadResult } from './read-result.ts'

const BY_NAME = new Map<string, UsStateCode>(
  US_STATES.flatMap(([code, name]) => [
    [normalizeName(code), code],
    [normalizeName(name), code],
  ]),
)
BY_NAME.set('washingtondc', 'DC')

/** A US state (or DC) written as its code or its name, in any case: `tx`, `Texas`, `D.C.`, `new-york`. */
export function readUsState(text: string): ReadResult<UsStateCode> {
  const code = BY_NAME.get(normalizeName(text))
  return code ? readValue(code) : readProblem(`“${text.trim()}” is not a US state: use its code, like TX, or its name`)
}
