import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { phone, zip } from '@/lib/form-checks'
import { phoneSchema, zipSchema } from '../quote'

/** One leaf rule, two readers: the contract (so the sandbox) and a form's check accept and refuse the same texts. */
describe('leaf rules shared by the contract and the forms', () => {
  it.each(['(214) 555-0147', '+1 214 555 0147', '214.555.0147', 'call 214 555 0147', '555-0147', ''])('a phone number: %j', (text) => {
    expect(z.safeParse(phoneSchema, text).success).toBe(z.safeParse(phone('Enter the phone number'), text).success)
  })

  it.each(['30301', '30301-1234', '3030', '30301 ', 'ABCDE'])('a ZIP code: %j', (text) => {
    expect(z.safeParse(zipSchema, text.trim()).success).toBe(z.safeParse(zip('Enter the ZIP code'), text).success)
  })

  it('keeps the digits of a phone number on the wire', () => {
    expect(z.parse(phoneSchema, '+1 (214) 555-0147')).toBe('2145550147')
  })
})
