import { describe, expect, it } from 'vitest'
import { authenticationErrorBodySchema, businessRuleBodySchema, fieldValidationBodySchema } from '../../src/contract/errors.ts'
import { indicationResponseSchema, quoteResponseSchema } from '../../src/contract/quote.ts'
import { SUMMIT } from './harness.ts'
import { changed, quoteSession, usDateIn } from './quote-session.ts'

const RETAIL_AGENT = {
  AgencyName: 'Gulf Coast Insurance Services',
  FirstName: 'Dana',
  LastName: 'Whitaker',
  Phone: '7135550192',
  Email: 'dana@gulfcoastins.example',
  Street: '1200 Smith St',
  City: 'Houston',
  State: 'TX',
  Zip: '77002',
}

describe('POST /v1/quote and /v1/indication: 200', () => {
  it('answers a quote with the section 4.2 shape: Quoted, a number, lower-case coverages, a PDF URL', async () => {
    const { postQuote, fleetQuote } = await quoteSession()
    const answer = await postQuote(fleetQuote())
    expect(answer.status).toBe(200)
    const body = quoteResponseSchema.parse(answer.body)
    expect(Object.keys(answer.body!).sort()).toEqual(['coverages', 'quote_pdf', 'status', 'submission_number'])
    expect(body.status).toBe('Quoted')
    expect(body.submission_number).toMatch(/^BR-3\d{4}$/)
    expect(Object.keys(body.coverages)).toEqual(['al', 'apd', 'mtc'])
    for (const coverage of Object.values(body.coverages)) {
      expect(Object.keys(coverage).sort()).toEqual(['deductible', 'limit', 'premium', 'totalCost'])
      expect(coverage.premium).toBeGreaterThan(0)
      expect(Math.round(coverage.premium * 100) / 100).toBe(coverage.premium)
    }
    expect(body.quote_pdf).toMatch(/^http:\/\/localhost\/v1\/quote-documents\/BR-3\d{4}\.pdf\?expires=\d+&signature=/)
  })

  it('answers an indication with Indication, a number and coverages whose total cost is 0', async () => {
    const { postIndication, fleetIndication } = await quoteSession()
    const answer = await postIndication(fleetIndication())
    expect(answer.status).toBe(200)
    const body = indicationResponseSchema.parse(answer.body)
    expect(Object.keys(answer.body!).sort()).toEqual(['coverages', 'status', 'submission_number'])
    expect(body.status).toBe('Indication')
    for (const coverage of Object.values(body.coverages)) {
      expect(coverage.totalCost).toBe(0)
      expect(coverage.premium).toBeGreaterThan(0)
    }
  })

  it('ignores limits and shippingAddress sent on a quote (they are not part of its body)', async () => {
    const { postQuote, fleetIndication, sandbox } = await quoteSession()
    const answer = await postQuote(fleetIndication())
    expect(answer.status).toBe(200)
    const request = sandbox.store.submissions.get(answer.body!.submission_number as string)?.priced?.request
    expect(request).not.toHaveProperty('limits')
    expect(request).not.toHaveProperty('shippingAddress')
  })
})

describe('POST /v1/quote: 422 lists every problem at once', () => {
  it('reports schema and rule problems together, even inside the same group or row', async () => {
    const { postQuote, fleetQuote } = await quoteSession()
    const answer = await postQuote(
      changed(fleetQuote(), (body) => {
        body.insuredInformation.legalName = ' '
        body.insuredInformation.monthsInBusiness = '12'
        body.garageAddress.garageZip = '752'
        body.coverage.effectiveDate = usDateIn(-1)
        body.commodities[2]!.commodityPercentage = '14.99'
        body.vehicles[0]!.vin = '3AKJHHDR3KSJA100'
        body.vehicles[1]!.value = 'a lot'
        body.drivers[1]!.dateOfBirth = '1986-11-02'
        body.drivers[2]!.dateOfHire = usDateIn(30)
        body.trailers[1]!.vin = '1UYVS2535'
      }),
    )
    expect(answer.status).toBe(422)
    const { message, errors } = fieldValidationBodySchema.parse(answer.body)
    expect(message).toEqual(expect.any(String))
    expect(Object.keys(errors).sort()).toEqual(
      [
        'insuredInformation.legalName',
        'insuredInformation.monthsInBusiness',
        'garageAddress.garageZip',
        'coverage.effectiveDate',
        'commodities',
        'vehicles.0.vin',
        'vehicles.1.value',
        'drivers.1.dateOfBirth',
        'drivers.2.dateOfHire',
        'trailers.1.vin',
      ].sort(),
    )
    for (const messages of Object.values(errors)) expect(messages.every((text) => text.length > 0 && text !== 'Invalid input')).toBe(true)
  })

  it('names every missing group of an empty object, and asks for a vehicle and a driver', async () => {
    const { postQuote } = await quoteSession()
    const { errors } = fieldValidationBodySchema.parse((await postQuote({})).body)
    expect(
      Object.keys(errors)
        .filter((path) => !path.includes('.'))
        .sort(),
    ).toEqual(['commodities', 'coverage', 'drivers', 'garageAddress', 'insuredInformation', 'mailingAddress', 'operations', 'radius', 'vehicles'].sort())
    expect(errors.insuredInformation).toEqual(['Required'])
    // Each missing group's required leaves beside it (docs/api-assumptions.md, "Hardening")
    expect(errors['insuredInformation.legalName']).toEqual(['Required'])
    expect(errors['coverage.effectiveDate']).toEqual(['Required'])
    expect(Object.keys(errors)).not.toContain('insuredInformation.dbaName')
  })
})

describe('POST /v1/quote: 422 messages', () => {
  it('explains each schema problem in words rather than "Invalid input"', async () => {
    const { postQuote, fleetQuote } = await quoteSession()
    const answer = await postQuote(
      changed(fleetQuote(), (body) => {
        const loose = body as unknown as Record<string, Record<string, unknown>>
        loose.coverage!.brokerFeeAL = '350'
        loose.losses!.a = body.losses['0']
        Object.assign(body.drivers[0]!, { isOwner: 'yes', eligibility: 'Yes' })
        Reflect.deleteProperty(body.vehicles[0]!, 'make')
      }),
    )
    expect(fieldValidationBodySchema.parse(answer.body).errors).toEqual({
      'coverage.brokerFeeAL': ['Send this as a number'],
      'losses.a': [expect.stringContaining('keyed "0", "1"')],
      'drivers.0.isOwner': ['Send true or false'],
      'drivers.0.eligibility': ['Use one of: Covered, Excluded, Y, N'],
      'vehicles.0.make': ['Required'],
    })
  })
})

describe('retail agent', () => {
  it('is required of a wholesale agency: 422 on retailAgent', async () => {
    const { postQuote, postIndication, fleetQuote, fleetIndication } = await quoteSession(SUMMIT)
    for (const answer of [await postQuote(fleetQuote()), await postIndication(fleetIndication())]) {
      expect(answer.status).toBe(422)
      expect(fieldValidationBodySchema.parse(answer.body).errors).toEqual({
        retailAgent: [expect.stringContaining('retail agent')],
        'retailAgent.AgencyName': ['Required'],
        'retailAgent.FirstName': ['Required'],
        'retailAgent.LastName': ['Required'],
        'retailAgent.Phone': ['Required'],
        'retailAgent.Email': ['Required'],
      })
    }
  })

  it('is accepted from a wholesale agency, numbered with its prefix, and its fields are checked', async () => {
    const { postQuote, fleetQuote } = await quoteSession(SUMMIT)
    const accepted = await postQuote({ ...fleetQuote(), retailAgent: RETAIL_AGENT })
    expect(accepted.status).toBe(200)
    expect(accepted.body!.submission_number).toMatch(/^SM-3\d{4}$/)
    const badEmail = await postQuote({ ...fleetQuote(), retailAgent: { ...RETAIL_AGENT, Email: 'dana at gulfcoast' } })
    expect(Object.keys(fieldValidationBodySchema.parse(badEmail.body).errors)).toEqual(['retailAgent.Email'])
  })

  it('is ignored for a retail agency: neither checked nor kept', async () => {
    const { postQuote, fleetQuote, sandbox } = await quoteSession()
    const answer = await postQuote({ ...fleetQuote(), retailAgent: { AgencyName: '', Email: 'not an address' } })
    expect(answer.status).toBe(200)
    expect(sandbox.store.submissions.get(answer.body!.submission_number as string)?.priced?.request).not.toHaveProperty('retailAgent')
  })
})

describe('authentication and body format', () => {
  it('answers 401 { Error } without a token or with a bad one, on both endpoints', async () => {
    const { call, fleetQuote } = await quoteSession()
    for (const path of ['/v1/quote', '/v1/indication']) {
      for (const headers of [{}, { AccessToken: 'not-a-token' }] as Record<string, string>[]) {
        const answer = await call('POST', path, { body: fleetQuote(), headers })
        expect(answer.status).toBe(401)
        authenticationErrorBodySchema.parse(answer.body)
      }
    }
  })

  it('answers 400 in the business-rule format when the body is not JSON or not a JSON object', async () => {
    const { call, token, fleetQuote } = await quoteSession()
    const post = (body: unknown, contentType = 'application/json') =>
      call('POST', '/v1/quote', { body, headers: { AccessToken: token, 'Content-Type': contentType } })
    const answers = [await post('{"insuredInformation": '), await post([fleetQuote()]), await post('null')]
    for (const answer of answers) {
      expect(answer.status).toBe(400)
      businessRuleBodySchema.parse(answer.body)
    }
    expect((await post(fleetQuote(), 'application/json; charset=utf-8')).status).toBe(200)
    expect((await post(JSON.stringify(fleetQuote()), 'text/plain;charset=UTF-8')).status).toBe(200)
  })
})
