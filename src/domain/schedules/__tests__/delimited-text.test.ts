import { describe, expect, it } from 'vitest'
import { detectDelimiter, parseDelimitedText } from '../delimited-text.ts'

describe('parseDelimitedText: what spreadsheets put on the clipboard', () => {
  it('splits tabs and line ends, CRLF, LF and CR alike', () => {
    expect(parseDelimitedText('VIN\tYear\r\n1XK\t2021\n3AK\t2019\r4V4\t2020')).toEqual([
      ['VIN', 'Year'],
      ['1XK', '2021'],
      ['3AK', '2019'],
      ['4V4', '2020'],
    ])
  })

  it('reads quoted cells with tabs, line breaks and doubled quotes inside (Excel, Google Sheets)', () => {
    const pasted = 'Name\tNotes\r\n"Delgado, Maria"\t"Line one\r\nline two"\r\nOrtega\t"He said ""hi""\tthen left"\r\n'
    expect(parseDelimitedText(pasted)).toEqual([['Name', 'Notes'], ['Delgado, Maria', 'Line one\r\nline two'], ['Ortega', 'He said "hi"\tthen left'], ['']])
  })

  it('keeps a quote inside an unquoted cell as text, and a stray quote after a closing one', () => {
    expect(parseDelimitedText('Model\tTires\nT680\t22.5" steel\n"Big" rig\tx')).toEqual([
      ['Model', 'Tires'],
      ['T680', '22.5" steel'],
      ['Big rig', 'x'],
    ])
  })

  it('keeps empty cells and empty trailing cells', () => {
    expect(parseDelimitedText('a\t\tc\t\n\t\t\t')).toEqual([
      ['a', '', 'c', ''],
      ['', '', '', ''],
    ])
  })

  it('reads CSV files (RFC 4180) with a byte order mark, and semicolons', () => {
    expect(parseDelimitedText('\uFEFFVIN,Value\r\n1XK,"$124,000.00"\r\n')).toEqual([['VIN', 'Value'], ['1XK', '$124,000.00'], ['']])
    expect(parseDelimitedText('VIN;Value\n1XK;124000,00')).toEqual([
      ['VIN', 'Value'],
      ['1XK', '124000,00'],
    ])
  })

  it('detects the delimiter from the first lines, a title line above the header among them', () => {
    expect(detectDelimiter('VIN\tValue\n1,2')).toBe('\t')
    expect(detectDelimiter('VIN,Value,Make\n')).toBe(',')
    expect(detectDelimiter('VIN;Value;Make,Inc\n')).toBe(';')
    expect(detectDelimiter('Peach State Freight: power units\r\nVIN\tValue\r\n1XK\t1,000')).toBe('\t')
  })
})
