import { describe, expect, it } from 'vitest'
import { fieldValidationBodySchema } from '../../src/contract/errors.ts'
import { changed, quoteSession, usDateIn, type QuoteBody } from './quote-session.ts'

type Answer = Awaited<ReturnType<Awaited<ReturnType<typeof quoteSession>>['postQuote']>>

/** A 422 in the contract's shape, with the given paths among its errors. */
function expectFieldErrors(answer: Answer, ...paths: string[]) {
  expect(answer.status).toBe(422)
  const body = fieldValidationBodySchema.parse(answer.body)
  for (const path of paths) expect(body.errors, `errors on ${path}`).toHaveProperty([path])
  return body.errors
}

/** Posts each variant of the Texas fleet quote and returns the answers in order. */
async function quoteVariants(...changes: ((body: QuoteBody) => void)[]) {
  const session = await quoteSession()
  return Promise.all(changes.map((change) => session.postQuote(changed(session.fleetQuote(), change))))
}

describe('the Texas fleet fixture', () => {
  it('is a valid quote and a valid indication', async () => {
    const { postQuote, postIndication, fleetQuote, fleetIndication } = await quoteSession()
    expect((await postQuote(fleetQuote())).status).toBe(200)
    expect((await postIndication(fleetIndication())).status).toBe(200)
  })
})

describe('commodity percentages add up to exactly 100', () => {
  it('refuses 99.99 and 100.01 on commodities, accepts 100 made of decimals', async () => {
    const [under, over, exact] = await quoteVariants(
      (body) => void (body.commodities[2]!.commodityPercentage = '14.99'),
      (body) => void (body.commodities[2]!.commodityPercentage = '15.01'),
      (body) => {
        body.commodities = [
          { commodityKey: 'general_merchandise', commodityPercentage: '33.33' },
          { commodityKey: 'produce', commodityPercentage: '33.33' },
          { commodityKey: 'beverages', commodityPercentage: '33.34' },
        ]
      },
    )
    expect(expectFieldErrors(under!, 'commodities').commodities).toEqual([expect.stringContaining('99.99')])
    expect(expectFieldErrors(over!, 'commodities').commodities).toEqual([expect.stringContaining('100.01')])
    expect(exact!.status).toBe(200)
  })

  it('needs at least one commodity', async () => {
    const [none] = await quoteVariants((body) => void (body.commodities = []))
    expectFieldErrors(none!, 'commodities')
  })
})

describe('radius buckets add up to exactly 100', () => {
  it('refuses 101 and 99.5, accepts a split with decimals', async () => {
    const [over, under, exact] = await quoteVariants(
      (body) => void (body.radius.radius501 = '1'),
      (body) => void (body.radius.radius0_50 = '19.5'),
      (body) => void Object.assign(body.radius, { radius0_50: '19.5', radius501: '0.5' }),
    )
    expectFieldErrors(over!, 'radius')
    expectFieldErrors(under!, 'radius')
    expect(exact!.status).toBe(200)
  })
})

describe('loss history', () => {
  const lossYear = Object.fromEntries(
    ['Al', 'Apd', 'Mtc', 'Tgl', 'Ntl'].flatMap((line) => [
      [`loss${line}Count`, '0'],
      [`loss${line}Paid`, '0'],
    ]),
  )
  const years = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [String(index), { ...lossYear }]))

  it('accepts 5 entries and refuses 6 on losses', async () => {
    const [five, six] = await quoteVariants(
      (body) => void (body.losses = years(5) as QuoteBody['losses']),
      (body) => void (body.losses = years(6) as QuoteBody['losses']),
    )
    expect(five!.status).toBe(200)
    expect(expectFieldErrors(six!, 'losses').losses).toEqual([expect.stringContaining('at most 5')])
  })

  it('names the field of a loss entry that is not a number', async () => {
    const [answer] = await quoteVariants((body) => void (body.losses['1']!.lossMtcPaid = '3,200'))
    expectFieldErrors(answer!, 'losses.1.lossMtcPaid')
  })
})

describe('VINs', () => {
  it('accepts a power unit VIN whose check digit does not match (a warning), and keeps it', async () => {
    const session = await quoteSession()
    const answer = await session.postQuote(changed(session.fleetQuote(), (body) => void (body.vehicles[0]!.vin = '3AKJHHDR4KSJA1001')))
    expect(answer.status).toBe(200)
    const submission = session.sandbox.store.submissions.get(answer.body!.submission_number as string)
    expect(submission?.transactions[0]?.vehicles[0]?.vehicle_id_number).toBe('3AKJHHDR4KSJA1001')
  })

  it('refuses power unit VINs of 16 or 18 characters or with I, O or Q', async () => {
    const answers = await quoteVariants(
      (body) => void (body.vehicles[0]!.vin = '3AKJHHDR3KSJA100'),
      (body) => void (body.vehicles[0]!.vin = '3AKJHHDR3KSJA10011'),
      (body) => void (body.vehicles[0]!.vin = '3AKJHHDR3KSJO1001'),
    )
    for (const answer of answers) expectFieldErrors(answer, 'vehicles.0.vin')
  })

  it('refuses 9- and 18-character trailer VINs, accepts 10 and 17, with I, O or Q too', async () => {
    const [nine, eighteen, ten, seventeen, serial] = await quoteVariants(
      (body) => void (body.trailers[1]!.vin = '1UYVS2535'),
      (body) => void (body.trailers[1]!.vin = '1UYVS2535MM9077310'),
      (body) => void (body.trailers[1]!.vin = '1UYVS2535M'),
      (body) => void (body.trailers[1]!.vin = '1UYVS2535MM907731'),
      (body) => void (body.trailers[1]!.vin = 'QOI1VS2535'),
    )
    expectFieldErrors(nine!, 'trailers.1.vin')
    expectFieldErrors(eighteen!, 'trailers.1.vin')
    expect(ten!.status).toBe(200)
    expect(seventeen!.status).toBe(200)
    expect(serial!.status).toBe(200)
  })

  it('refuses a VIN entered twice, across vehicles and trailers and whatever the case', async () => {
    const [vehicles, acrossKinds] = await quoteVariants(
      (body) => void (body.vehicles[2]!.vin = body.vehicles[0]!.vin.toLowerCase()),
      (body) => void (body.trailers[0]!.vin = body.vehicles[1]!.vin),
    )
    expect(expectFieldErrors(vehicles!, 'vehicles.2.vin')).not.toHaveProperty(['vehicles.0.vin'])
    expect(expectFieldErrors(acrossKinds!, 'trailers.0.vin')['trailers.0.vin']).toEqual([expect.stringContaining('vehicle 2')])
  })
})

describe('coverage', () => {
  it('offers PIP only for garages in MN, NJ, PA and TX', async () => {
    const inState = (state: string) => (body: QuoteBody) => void (body.garageAddress.garageState = state)
    const answers = await quoteVariants(inState('MN'), inState('NJ'), inState('PA'), inState('TX'), inState('TN'), inState('OK'))
    expect(answers.slice(0, 4).map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expectFieldErrors(answers[4]!, 'coverage.optAlPip')
    expectFieldErrors(answers[5]!, 'coverage.optAlPip')
  })

  it('accepts a Tennessee garage without PIP', async () => {
    const [answer] = await quoteVariants((body) => {
      body.garageAddress.garageState = 'TN'
      body.coverage.optAlPip = 'N'
    })
    expect(answer!.status).toBe(200)
  })

  it('needs at least one coverage, and auto liability for its PIP and UM options', async () => {
    const [none, umAlone] = await quoteVariants(
      (body) => void Object.assign(body.coverage, { requestAl: 'N', optAlPip: 'N', requestApd: 'N', requestMtc: 'N' }),
      (body) => void Object.assign(body.coverage, { requestAl: 'N', optAlPip: 'N', optAlUm: 'Y' }),
    )
    expectFieldErrors(none!, 'coverage')
    expectFieldErrors(umAlone!, 'coverage.optAlUm')
  })

  it('refuses an effective date in the past or more than 180 days ahead; today and day 180 are fine', async () => {
    const onDay = (days: number) => (body: QuoteBody) => void (body.coverage.effectiveDate = usDateIn(days))
    const [yesterday, today, lastDay, tooFar] = await quoteVariants(onDay(-1), onDay(0), onDay(180), onDay(181))
    expect(expectFieldErrors(yesterday!, 'coverage.effectiveDate')['coverage.effectiveDate']).toEqual([expect.stringContaining('past')])
    expect(today!.status).toBe(200)
    expect(lastDay!.status).toBe(200)
    expectFieldErrors(tooFar!, 'coverage.effectiveDate')
  })

  it('refuses dates that are not MM/DD/YYYY or not real', async () => {
    const [iso, impossible] = await quoteVariants(
      (body) => void (body.coverage.effectiveDate = '2027-03-24'),
      (body) => void (body.coverage.effectiveDate = '02/30/2027'),
    )
    expectFieldErrors(iso!, 'coverage.effectiveDate')
    expectFieldErrors(impossible!, 'coverage.effectiveDate')
  })

  it('takes "today" as the US sees it last: 03/10 is still today at 8 pm in Atlanta (01:00 UTC on 03/11)', async () => {
    const session = await quoteSession()
    session.sandbox.clock.set(new Date('2027-03-11T01:00:00Z'))
    const { AccessToken } = await session.signIn()
    const body = changed(session.fleetQuote(), (quote) => void (quote.coverage.effectiveDate = '03/10/2027'))
    expect((await session.callAs(AccessToken, 'POST', '/v1/quote', body)).status).toBe(200)
  })

  it('refuses a negative broker fee, or one with fractions of a cent', async () => {
    const [negative, fraction, cents] = await quoteVariants(
      (body) => void (body.coverage.brokerFeeAPD = -1),
      (body) => void (body.coverage.brokerFeeAL = 350.005),
      (body) => void (body.coverage.brokerFeeAL = 350.1),
    )
    expectFieldErrors(negative!, 'coverage.brokerFeeAPD')
    expectFieldErrors(fraction!, 'coverage.brokerFeeAL')
    expect(cents!.status).toBe(200)
  })
})

describe('a quote needs a vehicle and a driver', () => {
  it('refuses a quote without vehicles or without drivers, on those lists', async () => {
    const [noVehicles, noDrivers] = await quoteVariants(
      (body) => void (body.vehicles = []),
      (body) => void (body.drivers = []),
    )
    expectFieldErrors(noVehicles!, 'vehicles')
    expectFieldErrors(noDrivers!, 'drivers')
  })

  it('lets an indication go without either', async () => {
    const { postIndication, fleetIndication } = await quoteSession()
    const answer = await postIndication(changed(fleetIndication(), (body) => Object.assign(body, { vehicles: [], trailers: [], drivers: [] })))
    expect(answer.status).toBe(200)
  })
})

describe('drivers', () => {
  // The fixture's effective date is 03/24/2027; ages count on it.
  const youngDriver = (dateOfBirth: string) => (body: QuoteBody) =>
    void Object.assign(body.drivers[1]!, { dateOfBirth, yearsExperience: '1', dateOfHire: '06/01/2026' })

  it('accepts a driver who turns 18 on the effective date, refuses one a day younger', async () => {
    const [eighteen, seventeen] = await quoteVariants(youngDriver('03/24/2009'), youngDriver('03/25/2009'))
    expect(eighteen!.status).toBe(200)
    expect(expectFieldErrors(seventeen!, 'drivers.1.dateOfBirth')['drivers.1.dateOfBirth']).toEqual([expect.stringContaining('at least 18')])
  })

  it('accepts a driver of 90, refuses one over 90', async () => {
    const [ninety, older] = await quoteVariants(
      (body) => void (body.drivers[2]!.dateOfBirth = '03/24/1937'),
      (body) => void (body.drivers[2]!.dateOfBirth = '03/23/1936'),
    )
    expect(ninety!.status).toBe(200)
    expectFieldErrors(older!, 'drivers.2.dateOfBirth')
  })

  it('refuses a hire date in the future and more experience than the age allows', async () => {
    const [hire, experience] = await quoteVariants(
      (body) => void (body.drivers[2]!.dateOfHire = usDateIn(1)),
      (body) => void (body.drivers[2]!.yearsExperience = '20'),
    )
    expectFieldErrors(hire!, 'drivers.2.dateOfHire')
    expectFieldErrors(experience!, 'drivers.2.yearsExperience')
  })

  it('names the nested path of a date of birth that is not a date', async () => {
    const [answer] = await quoteVariants((body) => void (body.drivers[1]!.dateOfBirth = '1986-11-02'))
    expect(Object.keys(expectFieldErrors(answer!, 'drivers.1.dateOfBirth'))).toEqual(['drivers.1.dateOfBirth'])
  })

  it('refuses an eligibility other than Covered, Excluded or their section 2.3 flags Y and N', async () => {
    const [answer] = await quoteVariants((body) => void Object.assign(body.drivers[0]!, { eligibility: 'covered' }))
    expectFieldErrors(answer!, 'drivers.0.eligibility')
  })

  it('reads the section 2.3 flags Y and N as Covered and Excluded', async () => {
    const answers = await quoteVariants(
      (body) => void Object.assign(body.drivers[0]!, { eligibility: 'Y' }),
      (body) => void Object.assign(body.drivers[1]!, { eligibility: 'N' }),
    )
    for (const answer of answers) expect(answer.status).toBe(200)
  })

  it('accepts optional fields sent as null, and phone numbers with punctuation', async () => {
    const [answer] = await quoteVariants((body) => {
      Object.assign(body.insuredInformation, { dbaName: null, insuranceContactPhone: '(214) 555-0147' })
      Object.assign(body.drivers[0]!, { dateOfHire: null })
    })
    expect(answer!.status).toBe(200)
  })
})

describe('units, insured and indication limits', () => {
  it('refuses model years and values out of range', async () => {
    const [oldYear, futureYear, zeroValue] = await quoteVariants(
      (body) => void (body.vehicles[0]!.year = '1959'),
      (body) => void (body.trailers[0]!.year = '2029'),
      (body) => void (body.vehicles[2]!.value = '0'),
    )
    expectFieldErrors(oldYear!, 'vehicles.0.year')
    expectFieldErrors(futureYear!, 'trailers.0.year')
    expectFieldErrors(zeroValue!, 'vehicles.2.value')
  })

  it('refuses 12 months in business', async () => {
    const [answer] = await quoteVariants((body) => void (body.insuredInformation.monthsInBusiness = '12'))
    expectFieldErrors(answer!, 'insuredInformation.monthsInBusiness')
  })

  it('needs a truck and an auto liability limit from $300,000 to $5,000,000 on an indication', async () => {
    const { postIndication, fleetIndication } = await quoteSession()
    const withLimits = (limits: Record<string, string>) => postIndication(changed(fleetIndication(), (body) => Object.assign(body.limits, limits)))
    expectFieldErrors(await withLimits({ nbrOfTrucks: '0' }), 'limits.nbrOfTrucks')
    expectFieldErrors(await withLimits({ limitAutoLiability: '299999.99' }), 'limits.limitAutoLiability')
    expectFieldErrors(await withLimits({ limitAutoLiability: '5000000.01' }), 'limits.limitAutoLiability')
    expect((await withLimits({ limitAutoLiability: '300000' })).status).toBe(200)
    expect((await withLimits({ limitAutoLiability: '5000000' })).status).toBe(200)
  })

  it('needs limits and a shipping address on an indication', async () => {
    const { postIndication, fleetIndication } = await quoteSession()
    const { limits: _limits, shippingAddress: _shipping, ...withoutBoth } = fleetIndication()
    expectFieldErrors(await postIndication(withoutBoth), 'limits', 'shippingAddress')
  })
})
