import { describe, expect, it } from 'vitest'
import { AGENT, SUMMIT } from '../harness.ts'
import { changed } from '../quote-session.ts'
import { texasFleetIndication, texasFleetQuote } from '../quote-fixture.ts'
import { CLOCK_AT, contractClient, expectAuthenticationError, expectFieldValidation } from './client.ts'

/** Sections 2.7 and 4.2: POST /quote and POST /indication. */

const quoteBody = () => texasFleetQuote(new Date(CLOCK_AT))
const indicationBody = () => texasFleetIndication(new Date(CLOCK_AT))
const COVERAGE_CODES = ['al', 'apd', 'mtc', 'tgl', 'ntl']
const RETAIL_AGENT = {
  AgencyName: 'Ridge Line Insurance',
  FirstName: 'Dana',
  LastName: 'Price',
  Phone: '8655550182',
  Email: 'dana@ridgeline.example',
  Street: '12 Market St',
  City: 'Knoxville',
  State: 'TN',
  Zip: '37902',
}

/** 4.2: "coverages (object keyed by coverage code in lowercase, e.g. al, each with totalCost, premium, limit, deductible, all numbers)" */
function expectCoverages(coverages: unknown, requested: string[]) {
  const byCode = coverages as Record<string, Record<string, unknown>>
  expect(Object.keys(byCode).sort()).toEqual([...requested].sort())
  for (const code of Object.keys(byCode)) {
    expect(COVERAGE_CODES).toContain(code)
    expect(Object.keys(byCode[code]!).sort()).toEqual(['deductible', 'limit', 'premium', 'totalCost'])
    for (const figure of Object.values(byCode[code]!)) expect(typeof figure).toBe('number')
  }
}

describe('4.2 POST /quote', () => {
  it('answers status Quoted, a submission_number, coverages keyed in lower case and a quote_pdf URL', async () => {
    const client = contractClient()
    const answer = await client.agent('POST', '/v1/quote', quoteBody())
    // Section 7: "200 Success"
    expect(answer.status).toBe(200)
    // 4.2 "Response: status (Quoted), submission_number (string), coverages (...), quote_pdf (string, URL of the quote document)"
    expect(Object.keys(answer.body!).sort()).toEqual(['coverages', 'quote_pdf', 'status', 'submission_number'])
    expect(answer.body!.status).toBe('Quoted')
    expect(answer.body!.submission_number).toEqual(expect.any(String))
    expect(answer.body!.submission_number).not.toBe('')
    expectCoverages(answer.body!.coverages, ['al', 'apd', 'mtc'])
    const pdf = new URL(answer.body!.quote_pdf as string)
    expect(['http:', 'https:']).toContain(pdf.protocol)
    // The URL opens the quote document
    const document = await client.app.request(pdf.toString())
    expect(document.status).toBe(200)
    expect(document.headers.get('content-type')).toBe('application/pdf')
  })

  it('needs the AccessToken header first', async () => {
    const client = contractClient()
    // Section 4: protected; 5.5 "A missing ... token yields 401"
    expectAuthenticationError(await client.call('POST', '/v1/quote', { body: quoteBody() }), 401)
    expectAuthenticationError(await client.call('POST', '/v1/quote', { body: '{not json' }), 401)
  })

  it('answers an invalid body with 422 {message, errors} keyed by dotted field paths', async () => {
    const client = contractClient()
    const body = changed(quoteBody(), (copy) => {
      copy.insuredInformation.legalName = ''
      copy.vehicles[1]!.year = 'twenty'
      copy.coverage.effectiveDate = '2027-03-24'
    })
    // A value the wire type cannot hold: "Y/N flags take Y or N"
    Object.assign(body.coverage, { requestApd: 'Yes' })
    const answer = await client.agent('POST', '/v1/quote', body)
    // 4.2 "Invalid body: 422 with message and errors (field path to array of messages)"; section 7 "field paths like insuredInformation.legalName"
    expectFieldValidation(answer, 'insuredInformation.legalName', 'vehicles.1.year', 'coverage.requestApd', 'coverage.effectiveDate')
  })

  it('lists the required leaves of a whole group that is missing, beside the group', async () => {
    const client = contractClient()
    const { insuredInformation: _insured, ...withoutInsured } = quoteBody()
    // Section 7 "field paths like insuredInformation.legalName": the paths of the leaves, as a validator that checks leaves gives them
    const errors = expectFieldValidation(
      await client.agent('POST', '/v1/quote', withoutInsured),
      'insuredInformation',
      'insuredInformation.legalName',
      'insuredInformation.dotNumber',
      'insuredInformation.yearsInBusiness',
      'insuredInformation.monthsInBusiness',
    )
    // Optional leaves (docs/api-assumptions.md, "Required fields") are not listed
    expect(Object.keys(errors)).not.toContain('insuredInformation.dbaName')
    expect(errors['insuredInformation.legalName']).toEqual(['Required'])
    // A group sent as null is as missing as an absent one
    expectFieldValidation(await client.agent('POST', '/v1/quote', { ...quoteBody(), garageAddress: null }), 'garageAddress', 'garageAddress.garageZip')
    // Fixtures, accounts: "Wholesale agency: retailAgent is required"; its required leaves are listed too
    expectFieldValidation(await client.as(SUMMIT, 'POST', '/v1/quote', quoteBody()), 'retailAgent', 'retailAgent.AgencyName', 'retailAgent.Email')
  })

  it('refuses commodities whose percentages do not make 100, and more than 5 loss entries', async () => {
    const client = contractClient()
    const uneven = changed(quoteBody(), (copy) => void (copy.commodities[0]!.commodityPercentage = '50'))
    // 2.7 "the percentages of all rows combined must equal 100"; section 8 "Commodity percentages: combined total 100"
    const errors = expectFieldValidation(await client.agent('POST', '/v1/quote', uneven))
    expect(Object.keys(errors).some((path) => path.startsWith('commodities'))).toBe(true)

    const entry = quoteBody().losses['0']!
    const sixYears = changed(quoteBody(), (copy) => {
      copy.losses = Object.fromEntries(Array.from({ length: 6 }, (_, index) => [String(index), { ...entry }]))
    })
    // 2.7 "at most 5 entries"; section 8 "Loss entries per quote: at most 5"
    const lossErrors = expectFieldValidation(await client.agent('POST', '/v1/quote', sixYears))
    expect(Object.keys(lossErrors).some((path) => path.startsWith('losses'))).toBe(true)
  })

  it('takes trailer VINs of 10 to 17 characters, whatever letters they use', async () => {
    const client = contractClient()
    const body = changed(quoteBody(), (copy) => {
      copy.trailers[0]!.vin = 'QOI1VS2535'
      copy.trailers[1]!.vin = '1UYVS2535MQ907O3I'
    })
    // Section 8 "Trailer VIN length: 10 to 17 characters"; 2.7 "trailers[]: vin, ..."
    expect((await client.agent('POST', '/v1/quote', body)).status).toBe(200)
    const short = changed(quoteBody(), (copy) => void (copy.trailers[0]!.vin = '1UYVS2535'))
    expectFieldValidation(await client.agent('POST', '/v1/quote', short), 'trailers.0.vin')
  })

  it('takes five loss entries', async () => {
    const entry = quoteBody().losses['0']!
    const fiveYears = changed(quoteBody(), (copy) => {
      copy.losses = Object.fromEntries(Array.from({ length: 5 }, (_, index) => [String(index), { ...entry }]))
    })
    expect((await contractClient().agent('POST', '/v1/quote', fiveYears)).status).toBe(200)
  })

  it('asks a wholesale agency for retailAgent, and ignores it for a retail agency', async () => {
    const client = contractClient()
    // Fixtures, accounts: "Wholesale agency: retailAgent is required on quote and indication; retail agency: it is ignored."
    expectFieldValidation(await client.as(SUMMIT, 'POST', '/v1/quote', quoteBody()), 'retailAgent')
    expectFieldValidation(await client.as(SUMMIT, 'POST', '/v1/indication', indicationBody()), 'retailAgent')
    expect((await client.as(SUMMIT, 'POST', '/v1/quote', { ...quoteBody(), retailAgent: RETAIL_AGENT })).status).toBe(200)
    expect((await client.as(SUMMIT, 'POST', '/v1/indication', { ...indicationBody(), retailAgent: RETAIL_AGENT })).status).toBe(200)
    const halfFilled = { ...quoteBody(), retailAgent: { AgencyName: '' } }
    expect((await client.as(AGENT, 'POST', '/v1/quote', halfFilled)).status).toBe(200)
  })
})

describe('4.2 POST /indication', () => {
  it('answers status Indication, a submission_number and coverages of the same shape', async () => {
    const client = contractClient()
    const answer = await client.agent('POST', '/v1/indication', indicationBody())
    expect(answer.status).toBe(200)
    // 4.2 "Response: status (Indication), submission_number (string), coverages (same shape as above ...)"
    expect(Object.keys(answer.body!).sort()).toEqual(['coverages', 'status', 'submission_number'])
    expect(answer.body!.status).toBe('Indication')
    expect(answer.body!.submission_number).toEqual(expect.any(String))
    expectCoverages(answer.body!.coverages, ['al', 'apd', 'mtc'])
    // "totalCost can be 0 for an indication while premium is populated"
    for (const coverage of Object.values(answer.body!.coverages as Record<string, { premium: number }>)) expect(coverage.premium).toBeGreaterThan(0)
  })

  it('needs limits and shippingAddress (2.7: they appear in the indication body)', async () => {
    const client = contractClient()
    const { limits: _limits, shippingAddress: _shipping, ...withoutIndicationGroups } = indicationBody()
    const errors = expectFieldValidation(await client.agent('POST', '/v1/indication', withoutIndicationGroups))
    expect(Object.keys(errors).some((path) => path.startsWith('limits'))).toBe(true)
    expect(Object.keys(errors).some((path) => path.startsWith('shippingAddress'))).toBe(true)
  })

  it('answers an invalid limit on its dotted path', async () => {
    const body = changed(indicationBody(), (copy) => void (copy.limits.nbrOfTrucks = 'three'))
    expectFieldValidation(await contractClient().agent('POST', '/v1/indication', body), 'limits.nbrOfTrucks')
  })

  it('needs the AccessToken header first', async () => {
    expectAuthenticationError(await contractClient().call('POST', '/v1/indication', { body: indicationBody() }), 401)
  })
})
