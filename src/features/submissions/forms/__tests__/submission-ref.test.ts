import { describe, expect, it } from 'vitest'
import { isDisplayId } from '@/domain/display-id'
import { openSubmissionIssues, refFromForm, refFromParams } from '../submission-ref'

describe('submission ids', () => {
  it.each(['BR-10002', 'SM-30001', 'CWT-TX-000123', 'A1-B2'])('a display id: %s', (id) => expect(isDisplayId(id)).toBe(true))
  it.each(['10002', 'BR10002', 'BR-', '-10002', 'BR 10002', 'br-10002', `BR-${'1'.repeat(40)}`])('not a display id: %s', (id) =>
    expect(isDisplayId(id)).toBe(false),
  )

  it('reads an address: display id in capitals, the transaction a plain positive whole number', () => {
    expect(refFromParams('br-10002', '1')).toEqual({ displayId: 'BR-10002', transactionId: 1 })
    expect(refFromParams('BR-10002', '01')).toBeNull()
    expect(refFromParams('BR-10002', 'first')).toBeNull()
    expect(refFromParams('BR10002', '1')).toBeNull()
  })

  it('says what an id looks like on the open form', () => {
    expect(openSubmissionIssues({ displayId: ' br-10002 ', transactionId: 2 })).toEqual([])
    expect(refFromForm({ displayId: ' br-10002 ', transactionId: 2 })).toEqual({ displayId: 'BR-10002', transactionId: 2 })
    expect(openSubmissionIssues({ displayId: '', transactionId: null }).map(({ message }) => message)).toEqual([
      'Enter the submission id, like BR-10002',
      'Enter the transaction id, like 1',
    ])
    expect(openSubmissionIssues({ displayId: 'BR10002', transactionId: 0 }).map(({ message }) => message)).toEqual([
      'Enter the submission id as letters, a hyphen and digits, like BR-10002',
      'Enter the transaction id as a whole number of 1 or more, like 1',
    ])
  })
})
