import { strToU8, zipSync } from 'fflate'

/**
 * A small `.xlsx` workbook written by hand (the parts Excel needs), for tests: each cell a string
 * (inline), a number, a boolean or a date cell (an Excel serial with the built-in date format 14).
 */
export type FixtureCell = string | number | boolean | { date: number } | null

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
const columnName = (index: number) => String.fromCharCode(65 + index)

function cellXml(cell: FixtureCell, reference: string): string {
  if (cell === null) return ''
  if (typeof cell === 'string') return `<c r="${reference}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`
  if (typeof cell === 'boolean') return `<c r="${reference}" t="b"><v>${cell ? 1 : 0}</v></c>`
  if (typeof cell === 'number') return `<c r="${reference}"><v>${cell}</v></c>`
  return `<c r="${reference}" s="1"><v>${cell.date}</v></c>`
}

function sheetXml(rows: readonly (readonly FixtureCell[])[]): string {
  const rowsXml = rows
    .map((cells, row) => `<row r="${row + 1}">${cells.map((cell, column) => cellXml(cell, `${columnName(column)}${row + 1}`)).join('')}</row>`)
    .join('')
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowsXml}</sheetData></worksheet>`
}

export function xlsxWorkbook(sheets: Record<string, readonly (readonly FixtureCell[])[]>): Uint8Array<ArrayBuffer> {
  const names = Object.keys(sheets)
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${names
        .map(
          (_, index) =>
            `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('')}</Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets>${names
        .map((name, index) => `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
        .join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${names
        .map((_, index) => `<Relationship Id="rId${index + 1}" Type="${rel}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`)
        .join('')}<Relationship Id="rId${names.length + 1}" Type="${rel}/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="${main}"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ),
  }
  names.forEach((name, index) => (files[`xl/worksheets/sheet${index + 1}.xml`] = strToU8(sheetXml(sheets[name]!))))
  return zipSync(files) as Uint8Array<ArrayBuffer>
}
