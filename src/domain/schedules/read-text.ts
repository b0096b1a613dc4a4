import { normalizeVin } from '../../generic/vin.ts'
import { readValue, type ReadResult } from './read-result.ts'

/** Text with its runs of spaces and line breaks made one space. */
export function readText(text: string): ReadResult<string> {
  return readValue(text.trim().replace(/\s+/g, ' '))
}

/** A VIN as printed or typed (`1fu jgldr3 clbp8834`, `1FU-JGL...`): upper case, without spaces or dashes. */
export function readVin(text: string): ReadResult<string> {
  return readValue(normalizeVin(text.replace(/[\s-]+/g, '')))
}
