import { QUOTE_LIMITS } from './limits.ts'
import type { Today } from '../../generic/dates.ts'
import { formatCount } from '../../generic/text.ts'

/** Model years and values of power units and trailers. */

export function unitYearProblem(year: string, today: Today): string | null {
  const value = Number(year)
  const newest = Number(today.latest.slice(0, 4)) + 1
  if (!Number.isInteger(value) || value < QUOTE_LIMITS.oldestVehicleYear || value > newest) {
    return `Use a model year from ${QUOTE_LIMITS.oldestVehicleYear} to ${newest}`
  }
  return null
}

export function unitValueProblem(value: string): string | null {
  const amount = Number(value)
  if (!(amount > 0) || amount > QUOTE_LIMITS.maxUnitValue) {
    return `Use a value above $0 and at most $${formatCount(QUOTE_LIMITS.maxUnitValue)}`
  }
  return null
}
