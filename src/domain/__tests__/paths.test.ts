import { describe, expect, it } from 'vitest'
import { cancelApprovePath, notePath, safeReturnPath, signInPath, submissionPath } from '../paths'
import { taxCalculatorPath } from '../tax-calculator-path'

describe('paths', () => {
  it.each([
    ['/notes', '/notes'],
    ['/submissions/BR-10001/notes/N-1001?x=1', '/submissions/BR-10001/notes/N-1001?x=1'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('follows only same-origin return paths: %s', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected)
  })

  it('builds sign-in, note and calculator addresses', () => {
    expect(signInPath('/')).toBe('/sign-in')
    expect(signInPath('/notes?a=b')).toBe('/sign-in?next=%2Fnotes%3Fa%3Db')
    expect(notePath('BR 1', 'N/2')).toBe('/submissions/BR%201/notes/N%2F2')
    expect(submissionPath('BR-10002', 1)).toBe('/submissions/BR-10002/1')
    expect(cancelApprovePath('BR/2', '2')).toBe('/submissions/BR%2F2/2/cancel-approve')
    expect(taxCalculatorPath()).toBe('/tax-calculator')
    expect(taxCalculatorPath({ state: 'TX', effectiveDate: '2026-12-01', coverageType: 'AL', premium: '12500.00', insurerFees: '300.00' })).toBe(
      '/tax-calculator?state=TX&effective_date=2026-12-01&coverage_type=AL&premium=12500.00&insurer_fees=300.00',
    )
  })
})
