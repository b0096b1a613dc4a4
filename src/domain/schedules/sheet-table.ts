/** One row of a sheet: its cells, and the 1-based line (spreadsheet row) it came from. */
export interface SheetRow {
  line: number
  cells: string[]
}

/** A sheet as a header row and the data rows under it, every row as wide as the widest. */
export interface SheetTable {
  header: SheetRow
  rows: SheetRow[]
  /** The filled rows above the header (titles): not data, but said (set-aside.ts). */
  above: SheetRow[]
}

/** How many of a row's cells are headers of the schedule being read (match-headers.ts gives one). */
export type HeaderScore = (cells: readonly string[]) => number

/** Title rows above a header are common in an insured's spreadsheet: the header is looked for this far down. */
const HEADER_SEARCH_ROWS = 10

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '')

/**
 * Rows (from pasted text, a CSV or an XLSX sheet) as a table. The header is the first non-blank row,
 * or, given `headerScore`, the row among the first ten non-blank ones that names the most columns.
 * Blank rows are dropped (a sheet's trailing empty lines, a gap between blocks); cells are trimmed.
 * The rows above the header are kept apart, so that the import can say it did not read them.
 */
export function toSheetTable(rows: readonly (readonly string[])[], headerScore?: HeaderScore): SheetTable {
  const lines = rows.map((cells, index) => ({ line: index + 1, cells: cells.map((cell) => cell.trim()) }))
  const filled = lines.filter(({ cells }) => !isBlank(cells))
  const headerAt = headerScore ? bestHeaderIndex(filled.slice(0, HEADER_SEARCH_ROWS), headerScore) : 0
  const headerRow = filled[headerAt]
  if (!headerRow) return { header: { line: 1, cells: [] }, rows: [], above: [] }
  const width = Math.max(0, ...filled.map(({ cells }) => lastFilledIndex(cells) + 1))
  const pad = ({ line, cells }: SheetRow): SheetRow => ({ line, cells: Array.from({ length: width }, (_, column) => cells[column] ?? '') })
  return { header: pad(headerRow), rows: filled.slice(headerAt + 1).map(pad), above: filled.slice(0, headerAt).map(pad) }
}

function bestHeaderIndex(candidates: readonly SheetRow[], headerScore: HeaderScore): number {
  let best = 0
  let bestScore = 0
  candidates.forEach(({ cells }, index) => {
    const score = headerScore(cells)
    if (score > bestScore) [best, bestScore] = [index, score]
  })
  return best
}

function lastFilledIndex(cells: readonly string[]): number {
  for (let index = cells.length - 1; index >= 0; index -= 1) if (cells[index] !== '') return index
  return -1
}
