import { describe, expect, it } from 'vitest'
import { phraseText } from '@/generic/text'
import { changeSentence, fieldsInWords, updateOutcome } from '../change-words'

describe('changes in words', () => {
  it('names updated_fields as a person says them, and a name it does not know as sent', () => {
    expect(fieldsInWords(['vehicle_id_number'])).toBe('the VIN')
    expect(fieldsInWords(['year', 'value', 'body_type'])).toBe('the model year, the value and the body type')
    expect(fieldsInWords(['class', 'paint_colour'])).toBe('the weight class and the paint_colour')
    expect(updateOutcome([])).toBe('Nothing changed: the vehicle already had these values.')
  })

  it('says what each change was, with its new id', () => {
    const base = { at: '2027-03-10T15:00:00.000Z', submissionNumber: 'BR-10002', updatedFields: [] }
    expect(phraseText(changeSentence({ ...base, kind: 'driver-added', recordId: 9001, described: 'Marisol Okafor, covered' }))).toBe(
      'Driver 9001 added: Marisol Okafor, covered.',
    )
    expect(phraseText(changeSentence({ ...base, kind: 'vehicle-updated', recordId: 7004, described: '', updatedFields: ['deductible'] }))).toBe(
      'Vehicle 7004 updated. Changed the deductible.',
    )
  })
})
