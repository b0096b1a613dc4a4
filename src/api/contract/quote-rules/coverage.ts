import { PIP_STATES } from '../quote-enums.ts'
import { QUOTE_LIMITS } from './limits.ts'

export function pipOffered(garageState: string): boolean {
  return (PIP_STATES as readonly string[]).includes(garageState)
}

export function autoLiabilityLimitProblem(limit: string): string | null {
  const amount = Number(limit)
  const { minAutoLiabilityLimit: min, maxAutoLiabilityLimit: max } = QUOTE_LIMITS
  if (amount < min || amount > max) {
    return `Use an auto liability limit from $${min.toLocaleString('en-US')} to $${max.toLocaleString('en-US')}`
  }
  return null
}
