import { describe, expect, it } from 'vitest'
import { figureTable } from '../quote-figures'

const AL = { premium: 22_598.06, totalCost: 23_148.06, limit: 1_000_000, deductible: 0 }
const APD = { premium: 7392.19, totalCost: 7592.69, limit: 189_500.5, deductible: 2500 }

describe('the figures of a quote, as its result and its PDF show them (ADR 0085)', () => {
  it('itemises the insurer’s fees and the broker fee the request carried, and totals each money column', () => {
    const table = figureTable([
      { code: 'AL', result: AL, brokerFee: '250.00' },
      { code: 'APD', result: APD, brokerFee: '100.50' },
    ])
    expect(table.columns).toEqual(['premium', 'insurerFees', 'brokerFee', 'totalCost', 'limit', 'deductible'])
    expect(table.rows).toEqual([
      {
        code: 'AL',
        coverage: 'Auto liability (AL)',
        cells: { premium: '$22,598.06', insurerFees: '$300.00', brokerFee: '$250.00', totalCost: '$23,148.06', limit: '$1,000,000', deductible: '$0' },
      },
      {
        code: 'APD',
        coverage: 'Auto physical damage (APD)',
        cells: { premium: '$7,392.19', insurerFees: '$100.00', brokerFee: '$100.50', totalCost: '$7,592.69', limit: '$189,500.50', deductible: '$2,500' },
      },
    ])
    expect(table.total).toEqual({ premium: '$29,990.25', insurerFees: '$400.00', brokerFee: '$350.50', totalCost: '$30,740.75' })
  })

  it('shows neither fee where the broker fee is not known, and no total of them', () => {
    const { rows, total } = figureTable([{ code: 'AL', result: AL, brokerFee: undefined }])
    expect(rows[0]!.cells).toMatchObject({ insurerFees: null, brokerFee: null, totalCost: '$23,148.06' })
    expect(total).toMatchObject({ insurerFees: null, brokerFee: null, totalCost: '$23,148.06' })
  })

  it('shows an indication, priced before fees, as premiums and terms', () => {
    const { columns, total } = figureTable([{ code: 'AL', result: { ...AL, totalCost: 0 }, brokerFee: '0.00' }])
    expect(columns).toEqual(['premium', 'limit', 'deductible'])
    expect(total).toEqual({ premium: '$22,598.06' })
  })
})
