import type { QuoteForm } from '../model'
import type { FormIssue, ValidationContext } from '../issues'
import type { StepId } from '../steps'
import { addressIssues, terminalIssues } from './addresses'
import { cargoIssues } from './cargo'
import { coverageIssues } from './coverage'
import { driverIssues } from './drivers'
import { insuredIssues } from './insured'
import { limitsIssues } from './limits'
import { lossIssues } from './losses'
import { radiusIssues } from './radius'
import { retailAgentIssues } from './retail-agent'
import { trailerIssues, vehicleIssues } from './units'

type StepValidator = (values: QuoteForm, context: ValidationContext) => FormIssue[]

const none: StepValidator = () => []

/** What each step checks when the person presses Continue (GOV.UK: on submit, not on blur). */
const VALIDATORS: Record<StepId, StepValidator> = {
  insured: insuredIssues,
  addresses: addressIssues,
  coverage: coverageIssues,
  operations: none,
  radius: radiusIssues,
  cargo: cargoIssues,
  terminals: terminalIssues,
  vehicles: vehicleIssues,
  trailers: trailerIssues,
  drivers: driverIssues,
  losses: lossIssues,
  'retail-agent': retailAgentIssues,
  limits: limitsIssues,
  check: none,
}

export function validateStep(step: StepId, values: QuoteForm, context: ValidationContext): FormIssue[] {
  return VALIDATORS[step](values, context)
}
