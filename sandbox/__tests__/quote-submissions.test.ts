import { describe, expect, it } from 'vitest'
import type { SubmissionEvent } from '../domain/events/bus.ts'
import { SUMMIT } from './harness.ts'
import { changed, EFFECTIVE, quoteSession } from './quote-session.ts'

async function sessionWithEvents(username?: string) {
  const session = await quoteSession(username)
  const events: SubmissionEvent[] = []
  session.sandbox.events.subscribe((event) => events.push(event))
  return { ...session, events }
}

describe('quotes and indications become submissions', () => {
  it('keeps a quote as a submission of the agency: number, status Quoted, term, schedule, request and coverages', async () => {
    const { postQuote, fleetQuote, sandbox } = await quoteSession()
    const answer = await postQuote(fleetQuote())
    const number = answer.body!.submission_number as string
    const submission = sandbox.store.submissions.get(number)!
    expect(submission).toMatchObject({
      displayId: number,
      submissionNumber: number,
      companyId: 101,
      garageState: 'TX',
      effectiveDate: EFFECTIVE,
      expirationDate: '2028-03-24',
    })
    const [transaction] = submission.transactions
    expect(transaction).toMatchObject({ transactionId: 1, kind: 'new_business', status: 'Quoted' })
    expect(transaction!.vehicles.map((vehicle) => vehicle.vehicle_id_number)).toEqual(['3AKJHHDR3KSJA1001', '1XKYD49X9MJ412873', '4V4NC9EH2LN229145'])
    expect(new Set(transaction!.vehicles.map((vehicle) => vehicle.vehicleId)).size).toBe(3)
    expect(transaction!.drivers).toHaveLength(3)
    expect(transaction!.drivers[0]).toMatchObject({ driverId: 9001, covered: 'Y', driver_date_of_birth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
    expect(transaction!.trailers.map((trailer) => trailer.trailerId)).toEqual([8001, 8002])
    expect(submission.priced?.mode).toBe('quote')
    expect(submission.priced?.request.insuredInformation.legalName).toBe('Lone Star Freight LLC')
    expect(submission.priced?.coverages.map((coverage) => coverage.code)).toEqual(['AL', 'APD', 'MTC'])
  })

  it('numbers each submission once, with the agency prefix, and keeps an indication with status Indication', async () => {
    const { postQuote, postIndication, fleetQuote, fleetIndication, sandbox } = await quoteSession()
    const numbers = [
      (await postQuote(fleetQuote())).body!.submission_number,
      (await postIndication(fleetIndication())).body!.submission_number,
      (await postQuote(fleetQuote())).body!.submission_number,
    ]
    expect(numbers).toEqual(['BR-30001', 'BR-30002', 'BR-30003'])
    expect(sandbox.store.submissions.get('BR-30002')?.transactions[0]?.status).toBe('Indication')
  })

  it('starts numbering again after a reset, which forgets the quotes', async () => {
    const { postQuote, fleetQuote, sandbox, signIn, callAs } = await quoteSession()
    await postQuote(fleetQuote())
    sandbox.reset()
    expect(sandbox.store.submissions.has('BR-30001')).toBe(false)
    const { AccessToken } = await signIn()
    expect((await callAs(AccessToken, 'POST', '/v1/quote', fleetQuote())).body!.submission_number).toBe('BR-30001')
  })
})

describe('submission.quoted', () => {
  it('is published once per quote, keyed on the display id, for transaction 1 of the owner agency, without statuses', async () => {
    const { postQuote, fleetQuote, events } = await sessionWithEvents()
    const first = await postQuote(fleetQuote())
    const second = await postQuote(fleetQuote())
    const quoted = (displayId: unknown) => ({
      companyId: 101,
      payload: {
        payload_version: 1,
        event_type: 'submission.quoted',
        event_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        display_id: displayId,
        transaction_id: '1',
        occurred_at: expect.stringMatching(/^2027-03-10T15:00:/),
      },
    })
    expect(events).toMatchObject([quoted(first.body!.submission_number), quoted(second.body!.submission_number)])
    expect(events.map(({ payload }) => Object.keys(payload))).toEqual([
      ['payload_version', 'event_type', 'event_id', 'display_id', 'transaction_id', 'occurred_at'],
      ['payload_version', 'event_type', 'event_id', 'display_id', 'transaction_id', 'occurred_at'],
    ])
  })

  it('carries the wholesale agency’s company id for its quotes', async () => {
    const { postQuote, fleetQuote, events } = await sessionWithEvents(SUMMIT)
    const retailAgent = { AgencyName: 'Ohio Valley Insurance', FirstName: 'Ray', LastName: 'Kim', Phone: '6145550110', Email: 'ray@ovi.example' }
    await postQuote({ ...fleetQuote(), retailAgent })
    expect(events.map((event) => event.companyId)).toEqual([202])
    expect(events[0]?.payload.display_id).toMatch(/^SM-/)
  })

  it('is not published for an indication, an invalid request or a decline', async () => {
    const { postQuote, postIndication, fleetQuote, fleetIndication, events } = await sessionWithEvents()
    await postIndication(fleetIndication())
    await postQuote(changed(fleetQuote(), (body) => void (body.drivers = [])))
    await postQuote(changed(fleetQuote(), (body) => void (body.operations.ineligibleOperations = 'Y')))
    expect(events).toEqual([])
  })
})
