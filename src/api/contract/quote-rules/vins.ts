import {
  hasVinCharactersOnly,
  hasValidVinCheckDigit,
  isTrailerVinShape,
  normalizeVin,
  POWER_UNIT_VIN_LENGTH,
  TRAILER_VIN_MAX_LENGTH,
  TRAILER_VIN_MIN_LENGTH,
} from '../../../lib/vin.ts'
import type { RuleIssue, RuleSeverity } from './issue.ts'

export interface VinProblem {
  severity: RuleSeverity
  message: string
}

export function powerUnitVinProblem(rawVin: string): VinProblem | null {
  const vin = normalizeVin(rawVin)
  if (vin.length !== POWER_UNIT_VIN_LENGTH) {
    return { severity: 'error', message: `A power unit VIN has ${POWER_UNIT_VIN_LENGTH} characters; this one has ${vin.length}` }
  }
  if (!hasVinCharactersOnly(vin)) {
    return { severity: 'error', message: 'A VIN uses digits and capital letters other than I, O and Q' }
  }
  if (!hasValidVinCheckDigit(vin)) {
    return { severity: 'warning', message: 'The check digit (9th character) does not match the rest of the VIN: check it was typed correctly' }
  }
  return null
}

export function trailerVinProblem(rawVin: string): VinProblem | null {
  const vin = normalizeVin(rawVin)
  if (isTrailerVinShape(vin)) return null
  if (vin.length < TRAILER_VIN_MIN_LENGTH || vin.length > TRAILER_VIN_MAX_LENGTH) {
    return { severity: 'error', message: `A trailer VIN has ${TRAILER_VIN_MIN_LENGTH} to ${TRAILER_VIN_MAX_LENGTH} characters; this one has ${vin.length}` }
  }
  return { severity: 'error', message: 'A VIN uses digits and capital letters other than I, O and Q' }
}

/** Issues on every VIN after its first appearance, across vehicles and trailers. */
export function duplicateVinIssues(
  vehicles: readonly ({ vin?: string } | null)[],
  trailers: readonly ({ vin?: string } | null)[],
): RuleIssue[] {
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
