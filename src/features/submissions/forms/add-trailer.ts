import * as z from 'zod/mini'
import { TRAILER_OWNERSHIPS } from '@/contract/quote-enums'
import type { AddTrailerRequestInput, TrailerOwnership } from '@/contract/submission-edits'
import { keysOf } from '@/contract/quote-enums'
import { emptyTrailer, trailerIssues, type TrailerForm } from '@/domain/fleet/trailer'
import { choice } from '@/domain/form-checks'
import { schemaIssues, type FormIssue } from '@/generic/form-issues'
import type { NumberValue } from '@/generic/number-input'
import { normalizeVin } from '@/generic/vin'
import { wireFieldsOf, type WireTable } from '@/contract/wire-table'
import { chosen, jsonNumber, optionalJsonNumber, optionalText } from '@/contract/wire-values'
import { deductibleIssues } from './deductible'
import { additionRows, fleetAddition, type AdditionForm } from './fleet-addition'

/** An added trailer (section 2.5) asks, besides every trailer's questions, who owns it and its own deductible. */
export interface AddedTrailer extends TrailerForm {
  ownership: TrailerOwnership | ''
  deductible: NumberValue
}

export type AddTrailerForm = AdditionForm<'trailer', AddedTrailer>

const ownershipSchema = z.object({ ownership: choice(keysOf(TRAILER_OWNERSHIPS), 'Select whether the insured owns the trailer') })

const from = wireFieldsOf<AddedTrailer>()

/** The add-trailer body (section 2.5), field by field; amounts as JSON numbers. */
const ADD_TRAILER_WIRE = {
  vehicle_id_number: from('vin', normalizeVin),
  year: from('year', jsonNumber),
  make: from('make', optionalText),
  model: from('model', optionalText),
  value: from('value', optionalJsonNumber),
  body_type: from('bodyType', chosen),
  ownership: from('ownership', chosen),
  deductible: from('deductible', optionalJsonNumber),
} as const satisfies WireTable<AddedTrailer, AddTrailerRequestInput>

/** Every trailer's checks (VIN of 10 to 17 characters, year, make, model, value, type), then ownership and deductible. */
export function addTrailerIssues(form: AddTrailerForm, today: string): FormIssue[] {
  return [
    ...trailerIssues(form.trailer, 'trailer', today),
    ...schemaIssues(ownershipSchema, form.trailer, 'trailer'),
    ...deductibleIssues(form.trailer.deductible, 'trailer.deductible'),
  ]
}

export const describeAddedTrailer = (trailer: AddedTrailer) =>
  [trailer.vin.trim().toUpperCase(), trailer.year, trailer.make.trim(), trailer.model.trim()].filter(Boolean).join(' ')

export const TRAILER_ADDITION = fleetAddition(
  additionRows('trailer', (): AddedTrailer => ({ ...emptyTrailer(), ownership: '', deductible: null }), ADD_TRAILER_WIRE),
  addTrailerIssues,
  describeAddedTrailer,
)
