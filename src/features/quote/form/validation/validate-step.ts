import type { QuoteForm } from '../model'
import type { FormIssue } from '@/generic/form-issues'
import type { ValidationContext } from '../issues'
import type { StepId } from '../steps'
import { addressIssues, terminalIssues } from './addresses'
import { cargoIssues } from './cargo'
import { coverageIssues } from './coverage'
import { driversStepIssues } from './drivers'
import { insuredIssues } from './insured'
import { limitsIssues } from './limits'
import { lossIssues } from './losses'
import { radiusIssues } from './radius'
import { retailAgentIssues } from './retail-agent'
import { trailersStepIssues, vehiclesStepIssues } from './units'

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
  vehicles: vehiclesStepIssues,
  trailers: trailersStepIssues,
  drivers: driversStepIssues,
  losses: lossIssues,
  'retail-agent': retailAgentIssues,
  limits: limitsIssues,
  check: none,
}

export function validateStep(step: StepId, values: QuoteForm, context: ValidationContext): FormIssue[] {
  return VALIDATORS[step](values, context)
}
