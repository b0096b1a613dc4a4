import { describe, expect, it } from 'vitest'
import { CENSUS_COLUMNS_READ, OUT_OF_SERVICE_COLUMNS_READ } from '../../src/contract/carrier-census.ts'
import { COMPANY_CENSUS_COLUMNS, OUT_OF_SERVICE_ORDER_COLUMNS } from '../fixtures/carrier-census-columns.ts'
import { frozenClock, startSandbox } from './harness.ts'

/**
 * The census stand-in (sandbox-fixtures.md, "Carrier census stand-in"), called as one calls
 * data.transportation.gov: GET /resource/<dataset>.json with SoQL. The clock stands at 2028-02-29, a
 * leap day, so "today less some months" lands on month ends.
 */
const TODAY = '2028-02-29'
const census = () => startSandbox({ clock: frozenClock(`${TODAY}T15:00:00Z`) })
/** The census's answer to a query, its parameters written as one writes them in a URL (`$where=...&$limit=2`) and encoded here. */
const rows = async (query: string) => {
  const { read } = census()
  const params = new URLSearchParams(query.split('&').map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]))
  return read<Record<string, string>[]>('GET', `/resource/az4n-8mr2.json?${params.toString()}`)
}

describe('FMCSA’s Company Census File, stood in', () => {
  it('answers a simple filter with the carrier’s row: the dataset’s column names, every value text, an empty column left out', async () => {
    const { status, body, headers } = await rows('dot_number=2874410')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('application/json;charset=utf-8')
    expect(headers.get('access-control-allow-origin')).toBe('*')
    expect(body).toHaveLength(1)
    const [row] = body
    expect(row).toMatchObject({
      dot_number: '2874410',
      legal_name: 'TAR HEEL HAULERS LLC',
      status_code: 'A',
      carrier_operation: 'A',
      phy_street: '2210 SALISBURY HWY',
      phy_city: 'STATESVILLE',
      phy_state: 'NC',
      phy_zip: '28677',
      carrier_mailing_street: '2210 SALISBURY HWY',
      power_units: '12',
      total_drivers: '8',
      interstate_beyond_100_miles: '8',
      crgo_genfreight: 'X',
      crgo_bldgmat: 'X',
      // Today less 6 years 3 months, and less 5 months, as the census writes dates.
      add_date: '20211129',
      mcs150_date: '20270929',
    })
    expect(Object.values(row!).every((value) => typeof value === 'string' && value !== '')).toBe(true)
    expect(row).not.toHaveProperty('dba_name')
    expect(Object.keys(row!).every((column) => (COMPANY_CENSUS_COLUMNS as readonly string[]).includes(column))).toBe(true)
  })

  it('holds the six carriers of the fixtures, each as it is there', async () => {
    const { body } = await rows(`$select=dot_number,legal_name,dba_name,status_code,add_date,power_units,phy_street,carrier_mailing_street&$order=dot_number`)
    expect(body).toEqual([
      {
        dot_number: '1000001',
        legal_name: 'AMPERSAND & SONS TRUCKING LLC',
        status_code: 'A',
        add_date: '20260129',
        power_units: '3',
        phy_street: '77  MAIN  ST ',
        carrier_mailing_street: '77  MAIN  ST ',
      },
      {
        dot_number: '2000002',
        legal_name: 'GRANITE STATE CARRIERS INC',
        status_code: 'I',
        add_date: '20130228',
        power_units: '4',
        phy_street: '5 DEPOT RD',
        carrier_mailing_street: '5 DEPOT RD',
      },
      {
        dot_number: '2000003',
        legal_name: 'BLUE LINE TRANSPORT LLC',
        status_code: 'A',
        add_date: '20240229',
        power_units: '6',
        phy_street: '900 RIVER RD',
        carrier_mailing_street: '900 RIVER RD',
      },
      // No date added: the column is left out of the row.
      {
        dot_number: '2000004',
        legal_name: 'LONE STAR HOTSHOT LLC',
        status_code: 'A',
        power_units: '0',
        phy_street: '12 FM 1960 RD',
        carrier_mailing_street: '12 FM 1960 RD',
      },
      {
        dot_number: '2874410',
        legal_name: 'TAR HEEL HAULERS LLC',
        status_code: 'A',
        add_date: '20211129',
        power_units: '12',
        phy_street: '2210 SALISBURY HWY',
        carrier_mailing_street: '2210 SALISBURY HWY',
      },
      {
        dot_number: '3141592',
        legal_name: 'PIEDMONT PRODUCE EXPRESS INC',
        dba_name: 'PPX FREIGHT',
        status_code: 'A',
        add_date: '20201029',
        power_units: '10',
        phy_street: '1200 FULTON INDUSTRIAL BLVD SW',
        carrier_mailing_street: 'PO BOX 4410',
      },
    ])
  })

  it('answers any other USDOT number with an empty array', async () => {
    expect((await rows('dot_number=1234567')).body).toEqual([])
    expect((await rows("$where=dot_number='99999999'")).body).toEqual([])
  })

  it('reads SoQL: $where with AND, OR, IN, LIKE and functions, $order, $limit, $offset, $q and $query', async () => {
    const names = async (query: string) => (await rows(query)).body.map((row) => row.legal_name ?? row.name)
    expect(await names("$where=phy_state = 'TX' AND power_units > 0&$select=legal_name")).toEqual(['AMPERSAND & SONS TRUCKING LLC'])
    expect(await names("$where=dot_number in ('2000002', '2000003') OR status_code = 'I'&$select=legal_name&$order=legal_name DESC")).toEqual([
      'GRANITE STATE CARRIERS INC',
      'BLUE LINE TRANSPORT LLC',
    ])
    expect(await names("$where=starts_with(upper(legal_name), 'LONE') AND dba_name IS NULL&$select=legal_name")).toEqual(['LONE STAR HOTSHOT LLC'])
    expect(await names("$where=legal_name like '%SONS%'&$select=legal_name")).toEqual(['AMPERSAND & SONS TRUCKING LLC'])
    expect(await names('$select=legal_name&$order=power_units DESC&$limit=2&$offset=1')).toEqual(['PIEDMONT PRODUCE EXPRESS INC', 'BLUE LINE TRANSPORT LLC'])
    expect(await names('$q=ppx freight&$select=legal_name')).toEqual(['PIEDMONT PRODUCE EXPRESS INC'])
    expect(await names('$query=SELECT legal_name AS name WHERE dot_number = 2874410 LIMIT 5')).toEqual(['TAR HEEL HAULERS LLC'])
    // Numbers compare as numbers whichever way they are written.
    expect(await names('$where=dot_number = 2874410&$select=legal_name')).toEqual(['TAR HEEL HAULERS LLC'])
  })

  it('refuses a column the dictionary does not have, and a query it cannot read, as Socrata does', async () => {
    const unknown = await rows('mailing_street=PO BOX 4410')
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ code: 'query.soql.no-such-column', error: true, message: 'No such column: mailing_street' })
    expect((await rows('$select=dot_number,oos_date')).status).toBe(400)
    expect((await rows("$where=legal_name = 'unterminated")).body).toMatchObject({ code: 'query.soql.malformed', error: true })
    expect((await census().call('GET', '/resource/xxxx-xxxx.json')).status).toBe(404)
  })

  it('knows every column the portal asks for', () => {
    expect(CENSUS_COLUMNS_READ.filter((column) => !(COMPANY_CENSUS_COLUMNS as readonly string[]).includes(column))).toEqual([])
    expect(OUT_OF_SERVICE_COLUMNS_READ.filter((column) => !(OUT_OF_SERVICE_ORDER_COLUMNS as readonly string[]).includes(column))).toEqual([])
  })
})

describe('FMCSA’s out-of-service orders, stood in', () => {
  it('has BLUE LINE TRANSPORT LLC’s order in force, dated 40 days before today, and none for the others', async () => {
    const { read } = census()
    const orders = await read<Record<string, string>[]>('GET', '/resource/p2mt-9ige.json?dot_number=2000003')
    expect(orders.body).toEqual([
      { dot_number: '2000003', legal_name: 'BLUE LINE TRANSPORT LLC', oos_date: '2028-01-20', oos_reason: 'Unsatisfactory = Unfit', status: 'ACTIVE' },
    ])
    expect((await read<unknown[]>('GET', '/resource/p2mt-9ige.json?dot_number=2874410')).body).toEqual([])
  })
})

describe('the stand-in under the control API', () => {
  it('waits or fails as a fault says, like any sandbox path, and is back to the fixtures after a reset', async () => {
    const { call } = census()
    await call('POST', '/__sandbox/faults', { body: { method: 'GET', path: '/resource/az4n-8mr2.json', status: 503, count: 1 } })
    expect((await call('GET', '/resource/az4n-8mr2.json?dot_number=2874410')).status).toBe(503)
    expect((await call('GET', '/resource/az4n-8mr2.json?dot_number=2874410')).status).toBe(200)
    await call('POST', '/__sandbox/faults', { body: { path: '/resource', delayMs: 50, count: 1 } })
    const started = Date.now()
    expect((await call('GET', '/resource/p2mt-9ige.json?dot_number=2000003')).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(45)
  })

  it('dates its carriers from the clock at the last reset', async () => {
    const { call, sandbox } = census()
    sandbox.clock.set(new Date('2030-06-15T12:00:00Z'))
    await call('POST', '/__sandbox/reset')
    const [row] = (await call('GET', '/resource/az4n-8mr2.json?dot_number=3141592&$select=add_date,mcs150_date')).body as unknown as Record<string, string>[]
    expect(row).toEqual({ add_date: '20230215', mcs150_date: '20300415' })
  })
})
