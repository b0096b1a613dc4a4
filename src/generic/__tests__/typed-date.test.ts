import { describe, expect, it } from 'vitest'
import { readTypedDate } from '../typed-date'

describe('a date typed in a box', () => {
  it('reads MM/DD/YYYY, its digits alone and YYYY-MM-DD', () => {
    for (const text of ['12/15/2026', ' 12152026 ', '2026-12-15', '12-15-2026', '12.15.2026']) expect(readTypedDate(text)).toBe('2026-12-15')
    expect(readTypedDate('1/5/2027')).toBe('2027-01-05')
  })

  it('reads nothing that is not a real date', () => {
    for (const text of ['', '13/15/2026', '02/30/2026', '1215202', '12/15/26', 'tomorrow']) expect(readTypedDate(text)).toBeNull()
  })
})
