import { duplicateVinIssues } from '@/contract/quote-rules/vins'
import { trailerIssues } from '@/domain/fleet/trailer'
import { vehicleIssues } from '@/domain/fleet/vehicle'
import type { FormIssue } from '@/generic/form-issues'
import type { QuoteForm } from '../model'
import type { ValidationContext } from '../issues'

function duplicateIssues(values: QuoteForm, group: 'vehicles' | 'trailers'): FormIssue[] {
  return duplicateVinIssues(values.vehicles, values.trailers)
    .filter((issue) => issue.path.startsWith(`${group}.`))
    .map(({ path, message }) => ({ path, message }))
}

export function vehiclesStepIssues(values: QuoteForm, { mode, today }: ValidationContext): FormIssue[] {
  if (mode === 'quote' && values.vehicles.length === 0) return [{ path: 'vehicles', message: 'Add at least one vehicle: a quote needs one' }]
  return [...values.vehicles.flatMap((vehicle, index) => vehicleIssues(vehicle, `vehicles.${index}`, today)), ...duplicateIssues(values, 'vehicles')]
}

export function trailersStepIssues(values: QuoteForm, { today }: ValidationContext): FormIssue[] {
  return [...values.trailers.flatMap((trailer, index) => trailerIssues(trailer, `trailers.${index}`, today)), ...duplicateIssues(values, 'trailers')]
}
