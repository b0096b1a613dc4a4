import { type Phrase, supplied } from '@/generic/text'
import type { SubmissionChange } from './workspace-records'

/** Section 2.4's fields as a person says them; a name another service adds is shown as it is sent. */
const VEHICLE_FIELD_WORDS: Record<string, string> = {
  vehicle_id_number: 'VIN',
  year: 'model year',
  make: 'make',
  model: 'model',
  class: 'weight class',
  value: 'value',
  body_type: 'body type',
  deductible: 'deductible',
}

/** `the VIN, the model year and the value`. */
export function fieldsInWords(fields: readonly string[]): string {
  const words = fields.map((field) => `the ${VEHICLE_FIELD_WORDS[field] ?? field}`)
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

const TITLES: Record<SubmissionChange['kind'], string> = {
  'driver-added': 'Driver added',
  'trailer-added': 'Trailer added',
  'vehicle-updated': 'Vehicle updated',
}

export const changeTitle = (change: SubmissionChange) => TITLES[change.kind]

/** What an update changed, from `updated_fields`: an empty list means the vehicle already had those values. */
export const updateOutcome = (fields: readonly string[]) =>
  fields.length === 0 ? 'Nothing changed: the vehicle already had these values.' : `Changed ${fieldsInWords(fields)}.`

/** One line of the history: `Driver 9001 added: Dana Whitfield, covered.` (what was added as the person typed it). */
export function changeSentence(change: SubmissionChange): Phrase {
  switch (change.kind) {
    case 'driver-added':
      return [`Driver ${change.recordId} added: `, supplied(change.described), '.']
    case 'trailer-added':
      return [`Trailer ${change.recordId} added: `, supplied(change.described), '.']
    case 'vehicle-updated':
      return `Vehicle ${change.recordId} updated. ${updateOutcome(change.updatedFields)}`
  }
}
