/**
 * The sheets of an `.xlsx` file, their rows as text cells, read with read-excel-file (ADR 0022), which
 * is loaded only when a file is read: `import()` puts it in a chunk of its own. Date cells become
 * `YYYY-MM-DD`; numbers lose a float's noise (`0.1 + 0.2` stored as `0.30000000000000004` reads
 * `0.3`); TRUE and FALSE become `TRUE` and `FALSE`. A date typed as a plain number stays a number
 * (read-date.ts reads it as an Excel serial).
 */

/** One sheet of a workbook: its name and its rows of text cells. */
export interface XlsxSheet {
  sheetName: string
  rows: string[][]
}

type Cell = string | number | boolean | Date | null | undefined

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return ''
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10)
  if (typeof cell === 'number') return String(Number(cell.toPrecision(15)))
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE'
  return String(cell)
}

export class XlsxReadError extends Error {}

/** Every sheet of a workbook, in order; a file that is not a workbook is refused with a readable message. */
export async function readXlsxSheets(file: Blob | ArrayBuffer): Promise<XlsxSheet[]> {
  const { default: readWorkbook } = await import('read-excel-file/browser')
  let sheets: Awaited<ReturnType<typeof readWorkbook>>
  try {
    sheets = await readWorkbook(file)
  } catch {
    throw new XlsxReadError('This file could not be read as an Excel workbook (.xlsx). Save it as .xlsx or CSV and try again.')
  }
  return sheets.map(({ sheet, data }) => ({ sheetName: sheet, rows: data.map((row) => (row as Cell[]).map(cellText)) }))
}
