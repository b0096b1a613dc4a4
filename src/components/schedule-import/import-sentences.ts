import type { RowStatus } from '@/domain/fleet/import-preview'
import { countOf, formatCount } from '@/generic/text'
import type { KeptImport } from './kept-imports'
import type { ScheduleSource } from './read-source'

/** What the import says, each sentence from the same counts as the rows it shows. */

export type StatusCounts = Record<RowStatus, number>

/** Where the rows came from: the file and, of a workbook, the sheet read. Nothing for pasted text. */
export function sourceSentence({ fileName, workbook }: Pick<ScheduleSource, 'fileName' | 'workbook'>): string | null {
  const sheet = workbook?.sheets[workbook.chosen]
  if (workbook && sheet) {
    const others = workbook.sheets.length > 1 ? `, one of its ${formatCount(workbook.sheets.length)} sheets` : ''
    return `Read from the sheet “${sheet.name}” of ${fileName ?? 'the workbook'}${others}.`
  }
  return fileName === null ? null : `Read from ${fileName}.`
}

/** Every line of the preview by status: "7 rows: 5 ready, 1 to fix, 0 skipped, 1 set aside." */
export function countsSentence(counts: StatusCounts): string {
  const total = counts.ready + counts['to fix'] + counts.skipped + counts['set aside']
  if (total === 0) return 'No rows left to add.'
  const setAside = counts['set aside'] > 0 ? `, ${formatCount(counts['set aside'])} set aside` : ''
  return `${countOf(total, 'rows')}: ${formatCount(counts.ready)} ready, ${formatCount(counts['to fix'])} to fix, ${formatCount(counts.skipped)} skipped${setAside}.`
}

/** What one press of "Add" did, said once: the rows added, and the skipped and set-aside lines it left out. */
export function addedSentence(noun: string, counts: StatusCounts): string {
  const left = [
    counts.skipped > 0 && `${countOf(counts.skipped, 'rows')} skipped`,
    counts['set aside'] > 0 && `${countOf(counts['set aside'], 'rows')} set aside`,
  ].filter(Boolean)
  return `${countOf(counts.ready, noun)} added.${left.length > 0 ? ` Not added: ${left.join(' and ')}.` : ''}`
}

/** The rows of the page's list: those filled in, and the empty ones that adding rows removes either way. */
export interface EnteredRows {
  filled: number
  empty: number
}

export function emptyRowsHint({ empty }: EnteredRows): string | null {
  if (empty === 0) return null
  return empty === 1 ? 'The empty row goes either way.' : `The ${empty} empty rows go either way.`
}

/** What came back of an import kept from before (a reload, another visit): said once, where it shows. */
export function restoredSentence({ source, mapping }: KeptImport): string {
  if (!source) return 'Kept from before: the text you pasted.'
  const rows =
    source.fileName === null
      ? 'the pasted rows'
      : source.sheet === null
        ? `the rows of ${source.fileName}`
        : `the sheet “${source.sheet}” of ${source.fileName}`
  const more = source.sheet === null ? '' : ' To read another of its sheets, choose the file again.'
  return `Kept from before: ${rows}${mapping ? ', their columns and your choices' : ''}.${more}`
}

/** What this browser refused to keep of the import, in one sentence; null when it kept everything. */
export function storageSentence({ importKept, mappingKept }: { importKept: boolean; mappingKept: boolean }): string | null {
  if (importKept && mappingKept) return null
  const refused = [!importKept && 'to keep this import', !mappingKept && 'to remember these columns'].filter(Boolean).join(' and ')
  const loses = [!importKept && 'a reload loses the rows and your choices', !mappingKept && 'the next schedule with the same headers asks again'].filter(
    Boolean,
  )
  return `This browser refused ${refused} (its storage is full or turned off): ${loses.join(', and ')}.`
}
