import { describe, expect, it } from 'vitest'
import { excelSerialToIsoDate } from '../excel-dates.ts'
import { readDate } from '../read-date.ts'

const TODAY = '2027-03-10'
const read = (text: string) => readDate(text, TODAY)

describe('Excel serial dates, either side of the 29 February 1900 that Excel counts', () => {
  it('reads serials before 60 as a plain count from 1900-01-01', () => {
    expect(excelSerialToIsoDate(1)).toEqual({ iso: '1900-01-01' })
    expect(excelSerialToIsoDate(31)).toEqual({ iso: '1900-01-31' })
    expect(excelSerialToIsoDate(59)).toEqual({ iso: '1900-02-28' })
  })

  it('refuses serial 60, Excel’s 29 February 1900', () => {
    expect(excelSerialToIsoDate(60)).toEqual({ problem: 'phantom-leap-day' })
    expect(read('60')).toEqual({ problem: 'Excel’s 29 February 1900 is not a real date' })
  })

  it('reads serials from 61 one day later than the plain count: 61 is 1900-03-01', () => {
    expect(excelSerialToIsoDate(61)).toEqual({ iso: '1900-03-01' })
    expect(excelSerialToIsoDate(25569)).toEqual({ iso: '1970-01-01' })
    expect(excelSerialToIsoDate(36526)).toEqual({ iso: '2000-01-01' })
    expect(excelSerialToIsoDate(46000.75)).toEqual({ iso: '2025-12-09' })
    expect(excelSerialToIsoDate(2958465)).toEqual({ iso: '9999-12-31' })
  })

  it('refuses what is not a serial of Excel', () => {
    expect(excelSerialToIsoDate(0)).toEqual({ problem: 'out-of-range' })
    expect(excelSerialToIsoDate(2958466)).toEqual({ problem: 'out-of-range' })
  })
})

describe('readDate: dates as people write them', () => {
  it('reads MM/DD/YYYY and M/D/YYYY, with / - or .', () => {
    expect(read('03/14/1979')).toEqual({ value: '1979-03-14' })
    expect(read('3/4/1979')).toEqual({ value: '1979-03-04' })
    expect(read('3-4-1979')).toEqual({ value: '1979-03-04' })
    expect(read(' 12.31.2020 ')).toEqual({ value: '2020-12-31' })
  })

  it('reads M/D/YY as the latest year ending in those digits that is not after this year', () => {
    expect(read('3/14/79')).toEqual({ value: '1979-03-14' })
    expect(read('6/1/18')).toEqual({ value: '2018-06-01' })
    expect(read('6/1/27')).toEqual({ value: '2027-06-01' })
    expect(read('6/1/28')).toEqual({ value: '1928-06-01' })
    expect(read('1/1/00')).toEqual({ value: '2000-01-01' })
  })

  it('reads YYYY-MM-DD, YYYY/MM/DD and a date with a time', () => {
    expect(read('1986-11-02')).toEqual({ value: '1986-11-02' })
    expect(read('1986/11/2')).toEqual({ value: '1986-11-02' })
    expect(read('2020-02-15T00:00:00.000Z')).toEqual({ value: '2020-02-15' })
  })

  it('reads an Excel serial number', () => {
    expect(read('28928')).toEqual({ value: '1979-03-14' })
    expect(read('43252.0')).toEqual({ value: '2018-06-01' })
  })

  it('says what is wrong: not a real day, day first, a year alone, words', () => {
    expect(read('02/30/2020')).toEqual({ problem: '02/30/2020 is not a real date' })
    expect(read('14/03/1979')).toEqual({ problem: '14/03/1979 has no month 14: write the month first, like 03/14/1979' })
    expect(read('1979')).toEqual({ problem: '1979 is a year: Write the date as MM/DD/YYYY, like 03/14/1979' })
    expect(read('March')).toEqual({ problem: '“March” is not a date: Write the date as MM/DD/YYYY, like 03/14/1979' })
  })
})
