import {
  hasLettersAndDigitsOnly,
  hasVinCharactersOnly,
  hasValidVinCheckDigit,
  normalizeVin,
  POWER_UNIT_VIN_LENGTH,
  TRAILER_VIN_MAX_LENGTH,
  TRAILER_VIN_MIN_LENGTH,
} from '../../generic/vin.ts'
import type { RuleIssue, RuleSeverity } from './issue.ts'

export interface VinProblem {
  severity: RuleSeverity
  message: string
}

const CHECK_DIGIT_WARNING: VinProblem = {
  severity: 'warning',
  message: 'The check digit (9th character) does not match the rest of the VIN: check it was typed correctly',
}

/** A quote's power units: 17 characters without I, O and Q (issue 3); a check digit that does not match only warns. */
export function powerUnitVinProblem(rawVin: string): VinProblem | null {
  const vin = normalizeVin(rawVin)
  if (vin.length !== POWER_UNIT_VIN_LENGTH) {
    return { severity: 'error', message: `A power unit VIN has ${POWER_UNIT_VIN_LENGTH} characters; this one has ${vin.length}` }
  }
  if (!hasVinCharactersOnly(vin)) {
    return { severity: 'error', message: 'A VIN uses digits and capital letters other than I, O and Q' }
  }
  return hasValidVinCheckDigit(vin) ? null : CHECK_DIGIT_WARNING
}

/** 10 to 17 letters and digits, any of them (the contract's trailer VIN, sections 2.5 and 8); `subject` starts the length message. */
function tenToSeventeenProblem(vin: string, subject: string): VinProblem | null {
  if (vin.length < TRAILER_VIN_MIN_LENGTH || vin.length > TRAILER_VIN_MAX_LENGTH) {
    return { severity: 'error', message: `${subject} has ${TRAILER_VIN_MIN_LENGTH} to ${TRAILER_VIN_MAX_LENGTH} characters; this one has ${vin.length}` }
  }
  return hasLettersAndDigitsOnly(vin) ? null : { severity: 'error', message: 'A VIN uses letters and digits only' }
}

/**
 * Sections 2.5 and 8: "VIN, 10 to 17 characters", I, O and Q included: older and shop-built trailers
 * carry serials that are not ISO 3779 VINs. Nothing about the check digit: most trailer serials have none.
 */
export function trailerVinProblem(rawVin: string): VinProblem | null {
  return tenToSeventeenProblem(normalizeVin(rawVin), 'A trailer VIN')
}

/**
 * The vehicle update's `vehicle_id_number` (2.4 says string; the peer API takes 10 to 17): the trailer
 * rule. A 17-character VIN of ISO letters whose check digit does not match warns, as in a quote.
 */
export function updatedVehicleVinProblem(rawVin: string): VinProblem | null {
  const vin = normalizeVin(rawVin)
  const problem = tenToSeventeenProblem(vin, 'A VIN')
  if (problem || vin.length !== POWER_UNIT_VIN_LENGTH || !hasVinCharactersOnly(vin)) return problem
  return hasValidVinCheckDigit(vin) ? null : CHECK_DIGIT_WARNING
}

/** Issues on every VIN after its first appearance, across vehicles and trailers. */
export function duplicateVinIssues(vehicles: readonly ({ vin?: string } | null)[], trailers: readonly ({ vin?: string } | null)[]): RuleIssue[] {
  const seen = new Map<string, string>()
  const issues: RuleIssue[] = []
  const units = [
    ...vehicles.map((unit, index) => ({ vin: unit?.vin ?? '', path: `vehicles.${index}.vin`, label: `vehicle ${index + 1}` })),
    ...trailers.map((unit, index) => ({ vin: unit?.vin ?? '', path: `trailers.${index}.vin`, label: `trailer ${index + 1}` })),
  ]
  for (const unit of units) {
    const vin = normalizeVin(unit.vin)
    if (!vin) continue
    const first = seen.get(vin)
    if (first) issues.push({ path: unit.path, severity: 'error', message: `This VIN is already entered for ${first}` })
    else seen.set(vin, unit.label)
  }
  return issues
}
