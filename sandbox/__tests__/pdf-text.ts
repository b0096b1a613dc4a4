import { inflateSync } from 'node:zlib'

/** WinAnsi's bytes 0x80 to 0x9F that are not Latin-1: the standard fonts' encoding, as PDFKit writes them. */
const WIN_ANSI: Record<number, string> = { 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x85: '…' }

const decode = (hex: string) =>
  Buffer.from(hex, 'hex')
    .toJSON()
    .data.map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte))
    .join('')

/** The content streams of a PDF, inflated, in the order they are written (one per page, as PDFKit writes them). */
function contentStreams(bytes: Buffer): string[] {
  const text = bytes.toString('latin1')
  return [...text.matchAll(/(?<!end)stream\r?\n/g)].flatMap((match) => {
    const start = match.index + match[0].length
    try {
      return [inflateSync(bytes.subarray(start, text.indexOf('endstream', start))).toString('latin1')]
    } catch {
      return [] // not a compressed stream of ours
    }
  })
}

/**
 * The text of a PDF as PDFKit writes it with the standard fonts, line by line: the pieces drawn at the
 * same height, left to right, top to bottom and page by page. A table's row is one line of cells.
 */
export function pdfTextLines(bytes: Buffer): string[][] {
  return contentStreams(bytes).flatMap((stream) => {
    const pieces = [...stream.matchAll(/BT[\s\S]*?1 0 0 1 ([\d.]+) ([\d.]+) Tm[\s\S]*?\[([\s\S]*?)\] TJ[\s\S]*?ET/g)].map((match) => ({
      x: Number(match[1]),
      y: Math.round(Number(match[2])),
      text: [...match[3]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => decode(hex[1]!)).join(''),
    }))
    const heights = [...new Set(pieces.map(({ y }) => y))].toSorted((a, b) => b - a)
    return heights.map((y) =>
      pieces
        .filter((piece) => piece.y === y)
        .toSorted((a, b) => a.x - b.x)
        .map(({ text }) => text),
    )
  })
}
