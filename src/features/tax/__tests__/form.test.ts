import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { toLocalRfc3339 } from '@/generic/rfc3339'
import { taxFormSchema, toTaxCalculationRequest, type TaxForm } from '../form'
import { taxCalculatorStart } from '../prefill'

const OPENED_AT = new Date('2026-11-20T14:03:11Z')
const TODAY = toLocalRfc3339(OPENED_AT).slice(0, 10)

const FORM: TaxForm = {
  state: 'TX',
  effectiveDate: '2026-12-01',
  quoteCreatedOn: TODAY,
  coverageType: 'AL',
  premium: '$12,500.5',
  fees: '150',
  underwritingFee: '',
}

const messages = (form: TaxForm) => {
  const result = z.safeParse(taxFormSchema, form)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('toTaxCalculationRequest', () => {
  it('turns what a person typed into the contract’s strings', () => {
    expect(toTaxCalculationRequest(FORM, OPENED_AT)).toEqual({
      state: 'TX',
      effective_date: '2026-12-01',
      quote_created_at: toLocalRfc3339(OPENED_AT),
      coverage_type: 'AL',
      premium: '12500.50',
      policy_fee: '150.00',
      underwriting_fee: '0.00',
    })
  })

  it('keeps the time of day for another creation date, with that day’s own offset', () => {
    const request = toTaxCalculationRequest({ ...FORM, quoteCreatedOn: '2025-12-31' }, OPENED_AT)
    const sameTimeThatDay = new Date(OPENED_AT)
    sameTimeThatDay.setFullYear(2025, 11, 31)
    expect(request?.quote_created_at).toBe(toLocalRfc3339(sameTimeThatDay))
    expect(request?.quote_created_at.slice(11, 19)).toBe(toLocalRfc3339(OPENED_AT).slice(11, 19))
  })

  it.each<[keyof TaxForm, string]>([
    ['state', ''],
    ['coverageType', ''],
    ['effectiveDate', ''],
    ['quoteCreatedOn', ''],
    ['premium', ''],
    ['premium', '12.345'],
    ['fees', '-5'],
    ['underwritingFee', '1e3'],
  ])('makes no request while %s is %j', (field, value) => {
    expect(toTaxCalculationRequest({ ...FORM, [field]: value }, OPENED_AT)).toBeNull()
  })
})

describe('taxFormSchema', () => {
  it('says what is wrong with each amount, in words', () => {
    expect(messages({ ...FORM, premium: '', fees: '-5', underwritingFee: '12.345' })).toEqual({
      premium: 'Enter the premium',
      fees: 'The insurer’s fees and charges cannot be negative',
      underwritingFee: 'Use dollars and cents, with at most 2 decimals, like 1,250.50',
    })
    expect(messages({ ...FORM, premium: '12,50' })).toEqual({ premium: 'Enter the premium in dollars, like 1,250.50' })
  })

  it('asks for the choices and the dates', () => {
    expect(messages({ ...FORM, state: 'PR', coverageType: '', effectiveDate: '', quoteCreatedOn: '2026-02-30' })).toEqual({
      state: 'Choose the insured’s home state',
      coverageType: 'Choose the coverage',
      effectiveDate: 'Enter the policy effective date',
      quoteCreatedOn: 'Enter a real date',
    })
  })
})

describe('taxCalculatorStart', () => {
  it('takes what a quote result puts in the address, its amounts shown as money (issue 39)', () => {
    const query = new URLSearchParams('state=tx&effective_date=2026-12-01&coverage_type=al&premium=12500.00&insurer_fees=300.00')
    expect(taxCalculatorStart(query, OPENED_AT).values).toEqual({
      state: 'TX',
      effectiveDate: '2026-12-01',
      quoteCreatedOn: TODAY,
      coverageType: 'AL',
      premium: '12,500.00',
      fees: '300.00',
      underwritingFee: '',
    })
  })

  it('takes a quote’s fees and charges whole where it could not split off its broker fee, and says so', () => {
    const split = taxCalculatorStart(new URLSearchParams('premium=12500.00&insurer_fees=300.00'), OPENED_AT)
    const unsplit = taxCalculatorStart(new URLSearchParams('premium=12500.00&fees_and_charges=550.00'), OPENED_AT)
    expect([split.values.fees, split.feesUnsplit]).toEqual(['300.00', false])
    expect([unsplit.values.fees, unsplit.feesUnsplit]).toEqual(['550.00', true])
  })

  it('leaves out codes and dates that are not valid, and keeps a premium as written', () => {
    const query = new URLSearchParams('state=ZZ&effective_date=2026-02-30&coverage_type=GL&premium=12.345')
    expect(taxCalculatorStart(query, OPENED_AT).values).toMatchObject({ state: '', effectiveDate: '', coverageType: '', premium: '12.345' })
  })

  it('starts empty, with today as the creation date, without a query', () => {
    expect(taxCalculatorStart(new URLSearchParams(), OPENED_AT).values).toEqual({
      state: '',
      effectiveDate: '',
      quoteCreatedOn: TODAY,
      coverageType: '',
      premium: '',
      fees: '',
      underwritingFee: '',
    })
  })

  it('takes the moment a quote was created, and sends exactly that moment back', () => {
    const query = new URLSearchParams('state=MT&effective_date=2026-12-01&coverage_type=AL&premium=100&quote_created_at=2025-12-31T23:30:00-05:00')
    const start = taxCalculatorStart(query, OPENED_AT)
    expect(start.timeOfDay.toISOString()).toBe('2026-01-01T04:30:00.000Z')
    const request = toTaxCalculationRequest(start.values, start.timeOfDay)
    expect(Date.parse(request!.quote_created_at)).toBe(Date.parse('2025-12-31T23:30:00-05:00'))
  })
})
