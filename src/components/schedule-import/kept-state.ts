import type { ColumnMapping, HeaderMatch } from '@/domain/schedules/match-headers'
import { newImport, type ImportState } from './import-state'
import type { KeptImport } from './kept-imports'

/** What is kept of an import: the table read (of a workbook, the sheet), never the file. */
export function keptOf(state: ImportState): KeptImport {
  const { loaded } = state
  const sheet = loaded?.workbook?.sheets[loaded.workbook.chosen]
  return {
    pasted: state.pasted,
    source: loaded && { table: loaded.table, fileName: loaded.fileName, sheet: sheet?.name ?? null },
    mapping: state.mapping,
    skipped: [...state.skipped],
    readAsRows: [...state.readAsRows],
    chosen: [...state.chosen].map(([line, values]) => [line, { ...values }]),
    mode: state.mode,
    duplicatesAllowed: [...state.duplicatesAllowed],
  }
}

/**
 * The import as it was, its headers matched again by `matchOf` (with the mapping kept, when there was
 * one). A workbook comes back as its one sheet read: the others are not kept.
 */
export function stateOf(kept: KeptImport, matchOf: (header: readonly string[], mapping: ColumnMapping | null) => HeaderMatch<string>): ImportState {
  const { source } = kept
  return {
    ...newImport(),
    pasted: kept.pasted,
    loaded: source && {
      table: source.table,
      fileName: source.fileName,
      workbook: source.sheet === null ? null : { sheets: [{ name: source.sheet, table: source.table }], chosen: 0 },
      match: matchOf(source.table.header.cells, kept.mapping),
    },
    mapping: kept.mapping,
    skipped: new Set(kept.skipped),
    readAsRows: new Set(kept.readAsRows),
    chosen: new Map(kept.chosen),
    mode: kept.mode,
    duplicatesAllowed: new Set(kept.duplicatesAllowed),
  }
}
