import { addDays, daysBetween, type Today, wholeYearsBetween } from '../../generic/dates.ts'
import { countOf } from '../../generic/text.ts'
import { QUOTE_LIMITS } from './limits.ts'

/** The effective date, and drivers' ages, hire dates and experience. */

/** The effective date: not in the past, and at most 180 days ahead. */
export function effectiveDateProblem(effectiveIsoDate: string, today: Today): string | null {
  if (effectiveIsoDate < today.earliest) return 'The effective date cannot be in the past'
  if (daysBetween(today.latest, effectiveIsoDate) > QUOTE_LIMITS.maxEffectiveDaysAhead) {
    return `The effective date can be at most ${QUOTE_LIMITS.maxEffectiveDaysAhead} days ahead (by ${addDays(today.latest, QUOTE_LIMITS.maxEffectiveDaysAhead)})`
  }
  return null
}

export function driverAgeProblem(dateOfBirthIso: string, onIsoDate: string): string | null {
  const age = wholeYearsBetween(dateOfBirthIso, onIsoDate)
  if (age < QUOTE_LIMITS.minDriverAge) return `A driver must be at least ${QUOTE_LIMITS.minDriverAge} on the effective date`
  if (age > QUOTE_LIMITS.maxDriverAge) return `Check the date of birth: the driver would be over ${QUOTE_LIMITS.maxDriverAge}`
  return null
}

export function dateOfHireProblem(dateOfHireIso: string, dateOfBirthIso: string, today: Today): string | null {
  if (dateOfHireIso > today.latest) return 'The date of hire cannot be in the future'
  if (wholeYearsBetween(dateOfBirthIso, dateOfHireIso) < QUOTE_LIMITS.minAgeAtHire) {
    return `The date of hire is before the driver turned ${QUOTE_LIMITS.minAgeAtHire}`
  }
  return null
}

export function experienceProblem(yearsExperience: string, dateOfBirthIso: string, onIsoDate: string): string | null {
  const possible = wholeYearsBetween(dateOfBirthIso, onIsoDate) - QUOTE_LIMITS.minAgeAtHire
  return Number(yearsExperience) > Math.max(0, possible)
    ? `At this age a driver can have at most ${countOf(Math.max(0, possible), 'years')} of experience`
    : null
}
