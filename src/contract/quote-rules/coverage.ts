import { usStateName } from '../../generic/us-states.ts'
import { PIP_STATES } from '../quote-enums.ts'
import { QUOTE_LIMITS } from './limits.ts'
import { formatCount } from '../../generic/text.ts'

const pipStateNames = PIP_STATES.map((code) => usStateName(code) ?? code)
/** Where PIP is offered, in words: "Minnesota, New Jersey, Pennsylvania and Texas". */
export const PIP_WHERE = `${pipStateNames.slice(0, -1).join(', ')} and ${pipStateNames.at(-1)}`

export function pipOffered(garageState: string): boolean {
  return (PIP_STATES as readonly string[]).includes(garageState)
}

export function alLimitProblem(limit: string): string | null {
  const amount = Number(limit)
  const { minALLimit: min, maxALLimit: max } = QUOTE_LIMITS
  if (amount < min || amount > max) {
    return `Use an auto liability limit from $${formatCount(min)} to $${formatCount(max)}`
  }
  return null
}
