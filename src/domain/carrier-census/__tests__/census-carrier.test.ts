import { describe, expect, it } from 'vitest'
import { censusAnswerSchema, outOfServiceAnswerSchema } from '../../../contract/carrier-census.ts'
import { seedCensusRows, seedOutOfServiceOrders } from '../../../../sandbox/fixtures/carrier-census.ts'
import { censusCarrierOf, sameAddress, sameText } from '../census-carrier.ts'
import { censusDateToIso, yearsAndMonthsSince } from '../census-dates.ts'

/** The stand-in's rows, as Socrata answers them (every value text, empty columns left out), read through the contract's schemas. */
const TODAY = '2027-12-31'
const rows = censusAnswerSchema.parse(seedCensusRows(TODAY))
const orders = outOfServiceAnswerSchema.parse(seedOutOfServiceOrders(TODAY))
const carrier = (dot: string) =>
  censusCarrierOf(
    rows.find((row) => row.dot_number === dot)!,
    orders.filter((order) => order.dot_number === dot),
  )

describe('a census row, read', () => {
  it('gives the carrier as filed: names, addresses with their capitals and spacing, dates, counts, cargo', () => {
    expect(carrier('3141592')).toEqual({
      dotNumber: '3141592',
      legalName: 'PIEDMONT PRODUCE EXPRESS INC',
      dbaName: 'PPX FREIGHT',
      status: 'active',
      outOfService: null,
      addedOn: '2020-08-31',
      lastFiledOn: '2027-10-31',
      garage: { street: '1200 FULTON INDUSTRIAL BLVD SW', city: 'ATLANTA', state: 'GA', zip: '30336', country: 'US' },
      mailing: { street: 'PO BOX 4410', city: 'ATLANTA', state: 'GA', zip: '30302', country: 'US' },
      powerUnits: 10,
      drivers: 11,
      driversByRadius: { within: 5, beyond: 6 },
      cargo: ['crgo_produce', 'crgo_coldfood'],
    })
    expect(carrier('1000001').garage?.street).toBe('77  MAIN  ST ')
  })

  it('says plainly what is missing or wrong: inactive, out of service, no date added, no power units', () => {
    expect(carrier('2000002').status).toBe('inactive')
    expect(carrier('2000003').outOfService).toEqual({ since: '2027-11-21', reason: 'Unsatisfactory = Unfit' })
    expect(
      censusCarrierOf(
        rows.find((row) => row.dot_number === '2000003')!,
        null,
      ).outOfService,
    ).toBe('unknown')
    expect(carrier('2000004')).toMatchObject({ addedOn: null, powerUnits: 0, drivers: 1 })
  })

  it('reads the census’s dates as it writes them, and the other forms of FMCSA’s datasets', () => {
    expect(['20260131', '2026-01-31', '2026-01-31T00:00:00.000', '01/31/2026'].map(censusDateToIso)).toEqual(Array(4).fill('2026-01-31'))
    expect(['', undefined, '00000000', '20260230', 'soon'].map(censusDateToIso)).toEqual(Array(5).fill(null))
    expect(yearsAndMonthsSince('2021-09-30', '2027-12-31')).toEqual({ years: 6, months: 3 })
    expect(yearsAndMonthsSince('2028-01-01', '2027-12-31')).toBeNull()
  })

  it('compares as a person reads, capitals and spacing aside', () => {
    expect(sameText('77  MAIN  ST ', '77 Main St')).toBe(true)
    expect(sameAddress({ street: '1200 Fulton Industrial Blvd SW', city: 'Atlanta', state: 'GA', zip: '30336-1234' }, carrier('3141592').garage!)).toBe(true)
    expect(sameAddress(carrier('3141592').mailing!, carrier('3141592').garage!)).toBe(false)
  })
})
