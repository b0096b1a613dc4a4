import type { ServerFieldError } from '@/components/form/apply-field-errors'
import type { QuoteForm } from './model'
import { stepOfPath, type StepId } from './steps'
import {
  ADDRESS_FIELDS,
  COMMODITY_FIELDS,
  COVERAGE_FIELDS,
  DRIVER_FIELDS,
  INSURED_FIELDS,
  LIMITS_FIELDS,
  lossFieldOf,
  OPERATION_FIELDS,
  RADIUS_FIELDS,
  RETAIL_AGENT_FIELDS,
  TERMINAL_FIELDS,
  TRAILER_FIELDS,
  VEHICLE_FIELDS,
} from './wire-names'

/**
 * A 422's dotted wire paths (`drivers.2.dateOfBirth`, `losses.0.lossAlPaid`) read back to the form:
 * the inverse of to-wire.ts. A path the form has no field for keeps its step when one is known, and
 * is kept with its message either way: nothing the service said is dropped.
 */

export interface ServerIssue {
  wirePath: string
  message: string
  /** The step to open for it; null when the path names nothing the wizard knows. */
  step: StepId | null
  /** The form field (or group anchor, like `radius`) to mark; null when there is none. */
  path: string | null
}

interface Place {
  step: StepId
  path: string | null
}

type Table = Readonly<Record<string, string | null>>

const lookup = (table: Table, key: string | undefined) => (key !== undefined && Object.hasOwn(table, key) ? (table[key] ?? null) : null)

function place(formPart: string, field: string | null): Place | null {
  const step = stepOfPath(formPart)
  return step ? { step, path: field === null ? null : `${formPart}.${field}` } : null
}

/** A flat group: `insuredInformation.legalName`; the group itself goes to `anchor` (or just the step). */
function group(formPart: string, rest: string[], table: Table, anchor: string | null = null): Place | null {
  if (rest.length === 0) return anchor ? { step: stepOfPath(formPart) as StepId, path: anchor } : place(formPart, null)
  return place(formPart, rest.length === 1 ? lookup(table, rest[0]) : null)
}

function address(formPart: string, wirePrefix: string, rest: string[]): Place | null {
  const suffix = rest.length === 1 && rest[0]?.startsWith(wirePrefix) ? rest[0].slice(wirePrefix.length) : undefined
  return place(formPart, lookup(ADDRESS_FIELDS, suffix))
}

/** A list: `vehicles.3.vin`; a whole row goes to its first field, the list to its anchor. */
function rows(formPart: string, count: number, rest: string[], fieldOf: (wireName: string) => string | null, firstField: string): Place | null {
  const [index, field, ...deeper] = rest
  if (index === undefined) return { step: stepOfPath(formPart) as StepId, path: formPart }
  if (!/^\d+$/.test(index) || Number(index) >= count || deeper.length > 0) return place(formPart, null)
  const formField = field === undefined ? firstField : fieldOf(field)
  return place(formPart, formField === null ? null : `${index}.${formField}`)
}

const tableRows = (formPart: string, list: readonly unknown[], rest: string[], table: Table) =>
  rows(formPart, list.length, rest, (name) => lookup(table, name), Object.values(table)[0] as string)

export function placeOfWirePath(wirePath: string, values: QuoteForm): Place | null {
  const [head = '', ...rest] = wirePath.split('.')
  switch (head) {
    case 'insuredInformation':
      return group('insured', rest, INSURED_FIELDS)
    case 'garageAddress':
      return address('garage', 'garage', rest)
    case 'mailingAddress':
      return address(values.mailing.sameAsGarage ? 'garage' : 'mailing', 'mailing', rest)
    case 'shippingAddress':
      return address(values.shipping.sameAsGarage ? 'garage' : 'shipping', 'shipping', rest)
    case 'coverage':
      return group('coverage', rest, COVERAGE_FIELDS, 'coverage.requested')
    case 'retailAgent':
      return group('retailAgent', rest, RETAIL_AGENT_FIELDS, 'agencyType')
    case 'limits':
      return group('limits', rest, LIMITS_FIELDS)
    case 'operations':
      return group('operations', rest, OPERATION_FIELDS)
    case 'radius':
      return group('radius', rest, RADIUS_FIELDS, 'radius')
    case 'commoditiesRefrigeration':
      return rest.length === 0 ? { step: 'cargo', path: 'refrigeration' } : null
    case 'commodities':
      return tableRows('commodities', values.commodities, rest, COMMODITY_FIELDS)
    case 'terminals':
      return tableRows('terminals', values.terminals, rest, TERMINAL_FIELDS)
    case 'vehicles':
      return tableRows('vehicles', values.vehicles, rest, VEHICLE_FIELDS)
    case 'trailers':
      return tableRows('trailers', values.trailers, rest, TRAILER_FIELDS)
    case 'drivers':
      return tableRows('drivers', values.drivers, rest, DRIVER_FIELDS)
    case 'losses':
      return rows('losses', values.losses.length, rest, lossFieldOf, 'alCount')
    default:
      return null
  }
}

/** The form field of a 422's wire path, for applyFieldErrors. */
export const wireToFormPath = (values: QuoteForm) => (wirePath: string) => placeOfWirePath(wirePath, values)?.path ?? null

/** The messages applyFieldErrors placed (or not), each with the step it opens: what the issue store keeps. */
export const withSteps = (errors: readonly ServerFieldError[], values: QuoteForm): ServerIssue[] =>
  errors.map((error) => ({ ...error, step: placeOfWirePath(error.wirePath, values)?.step ?? null }))
