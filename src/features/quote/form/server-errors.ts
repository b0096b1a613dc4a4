import type { ServerFieldError } from '@/components/form/apply-field-errors'
import type { QuoteForm } from './model'
import { stepOfPath, type StepId } from './steps'
import { formFieldOf, type FormFields } from '@/contract/wire-table'
import { QUOTE_WIRE } from './wire-tables'

/**
 * A 422's dotted wire paths (`drivers.2.dateOfBirth`, `losses.0.lossAlPaid`) read back to the form
 * through the same wire tables to-wire.ts writes with. A path the form has no field for keeps its step when one is known, and
 * is kept with its message either way: nothing the service said is dropped.
 */

/** A 422's message placed on the wizard: its form field (or group anchor, like `radius`; null when none) and the step to open. */
export interface WizardFieldError extends ServerFieldError {
  /** The step to open for it; null when the path names nothing the wizard knows. */
  step: StepId | null
}

interface Place {
  step: StepId
  path: string | null
}

function place(formPart: string, field: string | null): Place | null {
  const step = stepOfPath(formPart)
  return step ? { step, path: field === null ? null : `${formPart}.${field}` } : null
}

/** A flat group: `insuredInformation.legalName`; the group itself goes to `anchor` (or just the step). */
function group(formPart: string, rest: string[], table: FormFields, anchor: string | null = null): Place | null {
  if (rest.length === 0) return anchor ? { step: stepOfPath(formPart) as StepId, path: anchor } : place(formPart, null)
  return place(formPart, rest.length === 1 ? formFieldOf(table, rest[0]) : null)
}

/** A list: `vehicles.3.vin`; a whole row goes to its first field, the list to its anchor. */
function rows(formPart: string, list: readonly unknown[], rest: string[], table: FormFields): Place | null {
  const [index, field, ...deeper] = rest
  if (index === undefined) return { step: stepOfPath(formPart) as StepId, path: formPart }
  if (!/^\d+$/.test(index) || Number(index) >= list.length || deeper.length > 0) return place(formPart, null)
  const formField = field === undefined ? (Object.values(table)[0]?.field ?? null) : formFieldOf(table, field)
  return place(formPart, formField === null ? null : `${index}.${formField}`)
}

export function placeOfWirePath(wirePath: string, values: QuoteForm): Place | null {
  const [head = '', ...rest] = wirePath.split('.')
  switch (head) {
    case 'insuredInformation':
      return group('insured', rest, QUOTE_WIRE.insured)
    case 'garageAddress':
      return group('garage', rest, QUOTE_WIRE.garage)
    case 'mailingAddress':
      return group(values.mailing.sameAsGarage ? 'garage' : 'mailing', rest, QUOTE_WIRE.mailing)
    case 'shippingAddress':
      return group(values.shipping.sameAsGarage ? 'garage' : 'shipping', rest, QUOTE_WIRE.shipping)
    case 'coverage':
      return group('coverage', rest, QUOTE_WIRE.coverage, 'coverage.requested')
    case 'retailAgent':
      return group('retailAgent', rest, QUOTE_WIRE.retailAgent, 'agencyType')
    case 'limits':
      return group('limits', rest, QUOTE_WIRE.limits)
    case 'operations':
      return group('operations', rest, QUOTE_WIRE.operations)
    case 'radius':
      return group('radius', rest, QUOTE_WIRE.radius, 'radius')
    case 'commoditiesRefrigeration':
      return rest.length === 0 ? { step: 'cargo', path: 'refrigeration' } : null
    case 'commodities':
      return rows('commodities', values.commodities, rest, QUOTE_WIRE.commodity)
    case 'terminals':
      return rows('terminals', values.terminals, rest, QUOTE_WIRE.terminal)
    case 'vehicles':
      return rows('vehicles', values.vehicles, rest, QUOTE_WIRE.vehicle)
    case 'trailers':
      return rows('trailers', values.trailers, rest, QUOTE_WIRE.trailer)
    case 'drivers':
      return rows('drivers', values.drivers, rest, QUOTE_WIRE.driver)
    case 'losses':
      return rows('losses', values.losses, rest, QUOTE_WIRE.lossYear)
    default:
      return null
  }
}

/** The form field of a 422's wire path, for applyFieldErrors. */
export const wireToFormPath = (values: QuoteForm) => (wirePath: string) => placeOfWirePath(wirePath, values)?.path ?? null

/** The messages applyFieldErrors placed (or not), each with the step it opens: what the issue store keeps. */
export const withSteps = (errors: readonly ServerFieldError[], values: QuoteForm): WizardFieldError[] =>
  errors.map((error) => ({ ...error, step: placeOfWirePath(error.wirePath, values)?.step ?? null }))
