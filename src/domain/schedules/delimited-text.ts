/**
 * Tab- or comma-separated text into rows of cells (RFC 4180 quoting): what Excel, Google Sheets and
 * LibreOffice put on the clipboard, and CSV files. A cell may be quoted, with `""` for a quote and tabs
 * or line breaks inside; a quote inside an unquoted cell is kept as text (`12" tires`), and text after a
 * closing quote is kept as Excel keeps it (`"Big" rig` is `Big rig`). CRLF, LF and a lone CR all end a
 * row; a UTF-8 byte order mark is dropped.
 */

export type Delimiter = '\t' | ',' | ';'

/** A title line above the header (`Peach State Freight: power units`) may have no delimiter: the first lines decide together. */
const LINES_LOOKED_AT = 10

/** The delimiter of the first lines: a tab when one has a tab, else `;` when they have more of them than commas. */
export function detectDelimiter(text: string): Delimiter {
  const firstLines = text.split(/\r\n|\r|\n/, LINES_LOOKED_AT).join('\n')
  if (firstLines.includes('\t')) return '\t'
  const count = (character: string) => firstLines.split(character).length - 1
  return count(';') > count(',') ? ';' : ','
}

export function parseDelimitedText(text: string, delimiter: Delimiter = detectDelimiter(text)): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  const rows: string[][] = []
  let row: string[] = []
  let index = 0
  const endOfCell = (at: number) => at >= source.length || source[at] === delimiter || source[at] === '\n' || source[at] === '\r'

  while (index <= source.length) {
    let cell: string
    if (source[index] === '"') {
      cell = ''
      let at = index + 1
      for (;;) {
        const close = source.indexOf('"', at)
        if (close === -1) {
          cell += source.slice(at)
          at = source.length
          break
        }
        cell += source.slice(at, close)
        if (source[close + 1] === '"') {
          cell += '"'
          at = close + 2
        } else {
          at = close + 1
          break
        }
      }
      index = at
      if (!endOfCell(index)) {
        const rest = nextBoundary(source, index, delimiter)
        cell += source.slice(index, rest)
        index = rest
      }
    } else {
      const end = nextBoundary(source, index, delimiter)
      cell = source.slice(index, end)
      index = end
    }
    row.push(cell)
    const boundary = source[index]
    if (boundary === delimiter) {
      index += 1
      continue
    }
    rows.push(row)
    row = []
    if (boundary === '\r' && source[index + 1] === '\n') index += 2
    else index += 1
  }
  return rows
}

function nextBoundary(source: string, from: number, delimiter: string): number {
  for (let at = from; at < source.length; at += 1) {
    const character = source[at]
    if (character === delimiter || character === '\n' || character === '\r') return at
  }
  return source.length
}
