import { describe, expect, it } from 'vitest'
import { censusAnswerSchema, outOfServiceAnswerSchema } from '@/contract/carrier-census'
import { censusCarrierOf } from '@/domain/carrier-census/census-carrier'
import { completeAnswers } from '@/test/quote-answers'
import { seedCensusRows, seedOutOfServiceOrders } from '../../../../../sandbox/fixtures/carrier-census'
import { censusAnswers, fillOf } from '../census-fill'
import { emptyQuoteForm } from '../model'

const TODAY = '2027-12-31'
const carrier = (dot: string) =>
  censusCarrierOf(
    censusAnswerSchema.parse(seedCensusRows(TODAY)).find((row) => row.dot_number === dot)!,
    outOfServiceAnswerSchema.parse(seedOutOfServiceOrders(TODAY)),
  )
const states = (answers: ReturnType<typeof censusAnswers>) => Object.fromEntries(answers.map((answer) => [answer.topic, answer.state]))

describe('what the census fills', () => {
  it('fills an empty form at once: names, years in business from the date added, garage and mailing addresses as filed', () => {
    const answers = censusAnswers(emptyQuoteForm('quote'), carrier('3141592'), { mode: 'quote', today: TODAY })
    expect(states(answers)).toEqual({
      'legal name': 'empty',
      DBA: 'empty',
      'years in business': 'empty',
      'garage address': 'empty',
      'mailing address': 'empty',
    })
    expect(fillOf(answers, emptyQuoteForm('quote')).writes).toEqual([
      { path: 'insured.legalName', value: 'PIEDMONT PRODUCE EXPRESS INC' },
      { path: 'insured.dbaName', value: 'PPX FREIGHT' },
      { path: 'insured.yearsInBusiness', value: 7 },
      { path: 'insured.monthsInBusiness', value: 4 },
      { path: 'garage.street', value: '1200 FULTON INDUSTRIAL BLVD SW' },
      { path: 'garage.city', value: 'ATLANTA' },
      { path: 'garage.state', value: 'GA' },
      { path: 'garage.zip', value: '30336' },
      { path: 'mailing.sameAsGarage', value: false },
      { path: 'mailing.street', value: 'PO BOX 4410' },
      { path: 'mailing.city', value: 'ATLANTA' },
      { path: 'mailing.state', value: 'GA' },
      { path: 'mailing.zip', value: '30302' },
    ])
  })

  it('asks before replacing what was entered otherwise, agrees with what was entered alike, and keeps what it replaces', () => {
    const entered = completeAnswers()
    const answers = censusAnswers(entered, carrier('3141592'), { mode: 'quote', today: TODAY })
    // Capitals and spacing aside, the garage and the PO box are what the agent typed; the names are not.
    expect(states(answers)).toEqual({
      'legal name': 'differs',
      DBA: 'differs',
      'years in business': 'same',
      'garage address': 'same',
      'mailing address': 'same',
    })
    const { undo } = fillOf(
      answers.filter((answer) => answer.state === 'differs'),
      entered,
    )
    expect(undo).toEqual([
      { path: 'insured.legalName', value: 'Peach State Freight LLC' },
      { path: 'insured.dbaName', value: 'Peach State Flatbed' },
    ])
  })

  it('tidies only what the form’s rules need: the ends of a value; its capitals and inner spaces stay as filed', () => {
    const [, , garage] = censusAnswers(emptyQuoteForm('quote'), carrier('1000001'), { mode: 'quote', today: TODAY })
    expect(garage?.writes).toContainEqual({ path: 'garage.street', value: '77  MAIN  ST' })
    // The same address for mail: the switch, not a copy.
    expect(censusAnswers(emptyQuoteForm('quote'), carrier('1000001'), { mode: 'quote', today: TODAY }).at(-1)?.writes).toEqual([
      { path: 'mailing.sameAsGarage', value: true },
    ])
  })

  it('fills an indication’s number of trucks from the power units, never from none, nor without a date added', () => {
    expect(censusAnswers(emptyQuoteForm('indication'), carrier('2874410'), { mode: 'indication', today: TODAY }).at(-1)).toEqual({
      topic: 'number of trucks',
      state: 'empty',
      writes: [{ path: 'limits.trucks', value: 12 }],
    })
    const loneStar = states(censusAnswers(emptyQuoteForm('indication'), carrier('2000004'), { mode: 'indication', today: TODAY }))
    expect(loneStar).not.toHaveProperty('number of trucks')
    expect(loneStar).not.toHaveProperty('years in business')
  })
})
