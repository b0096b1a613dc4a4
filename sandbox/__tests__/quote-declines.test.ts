import { describe, expect, it } from 'vitest'
import { businessRuleBodySchema } from '../../src/contract/errors.ts'
import { changed, quoteSession, type QuoteBody } from './quote-session.ts'

const priorCancellation = (body: QuoteBody) => void (body.operations.priorInsuranceCancelledNonrenewed = 'Y')

async function declined(answer: { status: number; body?: unknown }) {
  expect(answer.status).toBe(400)
  return businessRuleBodySchema.parse(answer.body).error
}

describe('business-rule declines (400)', () => {
  it('declines ineligible operations, on a quote and on an indication, in words an agent understands', async () => {
    const { postQuote, postIndication, fleetQuote, fleetIndication, sandbox } = await quoteSession()
    const ineligible = (body: QuoteBody) => void (body.operations.ineligibleOperations = 'Y')
    expect(await declined(await postQuote(changed(fleetQuote(), ineligible)))).toMatch(/cannot offer coverage.*operations/i)
    expect(await declined(await postIndication(changed(fleetIndication(), ineligible)))).toMatch(/operations/)
    expect([...sandbox.store.submissions.values()].some((submission) => submission.priced)).toBe(false)
  })

  it('rates a prior cancellation or non-renewal alone, with a surcharge on auto liability', async () => {
    const { postQuote, fleetQuote } = await quoteSession()
    const plain = await postQuote(fleetQuote())
    const cancelled = await postQuote(changed(fleetQuote(), priorCancellation))
    expect(cancelled.status).toBe(200)
    const premium = (answer: typeof plain) => (answer.body!.coverages as Record<string, { premium: number }>).al!.premium
    expect(premium(cancelled)).toBeGreaterThan(premium(plain))
  })

  it('declines a prior cancellation together with a license suspension, a young business or heavy losses', async () => {
    const { postQuote, fleetQuote } = await quoteSession()
    const withPrior = (change: (body: QuoteBody) => void) => postQuote(changed(fleetQuote(), (body) => (priorCancellation(body), change(body))))
    expect(await declined(await withPrior((body) => void (body.drivers[2]!.suspensions_total = '1')))).toMatch(/prior insurance.*suspension/)
    expect(await declined(await withPrior((body) => void (body.insuredInformation.yearsInBusiness = '2')))).toMatch(/less than 3 years/)
    expect(await declined(await withPrior((body) => void (body.losses['1']!.lossAlCount = '1')))).toMatch(/4 losses/)
    expect(await declined(await withPrior((body) => void (body.losses['0']!.lossAlPaid = '90400')))).toMatch(/\$100,000\.00/)
  })

  it('does not decline just under the thresholds: 3 years in business, 3 losses, $99,999.99 paid', async () => {
    const { postQuote, fleetQuote } = await quoteSession()
    const answer = await postQuote(
      changed(fleetQuote(), (body) => {
        priorCancellation(body)
        body.insuredInformation.yearsInBusiness = '3'
        body.losses['0']!.lossAlPaid = '90399.99'
      }),
    )
    expect(answer.status).toBe(200)
  })

  it('checks the request first: an invalid ineligible request gets its 422', async () => {
    const { postQuote, fleetQuote } = await quoteSession()
    const answer = await postQuote(
      changed(fleetQuote(), (body) => {
        body.operations.ineligibleOperations = 'Y'
        body.drivers = []
      }),
    )
    expect(answer.status).toBe(422)
  })
})
