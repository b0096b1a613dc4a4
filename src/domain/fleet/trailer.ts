import * as z from 'zod/mini'
import type { QuoteRequestInput } from '../../contract/quote.ts'
import { keysOf, TRAILER_BODY_TYPES, type TrailerBodyTypeKey } from '../../contract/quote-enums.ts'
import { trailerVinProblem } from '../../contract/quote-rules/vins.ts'
import { choice } from '../form-checks.ts'
import { schemaIssues, type FormIssue } from '../../generic/form-issues.ts'
import { normalizeVin } from '../../generic/vin.ts'
import { wireFieldsOf, type WireTable } from '../../contract/wire-table.ts'
import { chosen, numberText, trimmed } from '../../contract/wire-values.ts'
import { describedUnitSchema, emptyUnit, yearAndValueIssues, type UnitForm } from './unit.ts'

/** A trailer as a person edits it, wherever it is edited (a quote's trailers, an added trailer). */
export interface TrailerForm extends UnitForm {
  bodyType: TrailerBodyTypeKey | ''
}

export const emptyTrailer = (): TrailerForm => ({ ...emptyUnit(), bodyType: '' })

const trailerChoicesSchema = z.object({ bodyType: choice(keysOf(TRAILER_BODY_TYPES), 'Select the trailer type') })

/** One trailer's own problems under `base` (`trailers.0`); VINs repeated across units are the list's to find. */
export function trailerIssues(trailer: TrailerForm, base: string, today: string): FormIssue[] {
  const vin = trailer.vin.trim() ? trailerVinProblem(trailer.vin)?.message : 'Enter the VIN'
  return [
    ...(vin ? [{ path: `${base}.vin`, message: vin }] : []),
    ...yearAndValueIssues(trailer, base, today),
    ...schemaIssues(describedUnitSchema('trailer'), trailer, base),
    ...schemaIssues(trailerChoicesSchema, trailer, base),
  ]
}

const from = wireFieldsOf<TrailerForm>()

/** A quote's `trailers[]` row (section 2.7), field by field. */
export const QUOTE_TRAILER_WIRE = {
  vin: from('vin', normalizeVin),
  year: from('year', numberText),
  make: from('make', trimmed),
  model: from('model', trimmed),
  value: from('value', numberText),
  bodyTypeKey: from('bodyType', chosen),
} as const satisfies WireTable<TrailerForm, NonNullable<QuoteRequestInput['trailers']>[number]>
