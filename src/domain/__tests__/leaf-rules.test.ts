import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { licenseNumber, phone, zip } from '../form-checks'
import { driverSchema, phoneSchema, zipSchema } from '@/contract/quote'
import { addDriverRequestSchema } from '@/contract/submission-edits'

/** One leaf rule, two readers: the contract (so the sandbox) and a form's check accept and refuse the same texts. */
describe('leaf rules shared by the contract and the forms', () => {
  it.each(['(214) 555-0147', '+1 214 555 0147', '214.555.0147', 'call 214 555 0147', '555-0147', ''])('a phone number: %j', (text) => {
    expect(z.safeParse(phoneSchema, text).success).toBe(z.safeParse(phone('Enter the phone number'), text).success)
  })

  it.each(['30301', '30301-1234', '3030', '30301 ', 'ABCDE'])('a ZIP code: %j', (text) => {
    expect(z.safeParse(zipSchema, text.trim()).success).toBe(z.safeParse(zip('Enter the ZIP code'), text).success)
  })

  it.each(['054123987', 'S530-4607-2002-06', 'A123456789012345678', '1'.repeat(20), '1'.repeat(21), 'SMITH**J123AB', 'D1234#5', ''])(
    'a license number, the same for a quote driver, an added driver and the form: %j',
    (text) => {
      const inQuote = z.safeParse(driverSchema.shape.licenseNumber, text).success
      expect(z.safeParse(addDriverRequestSchema.shape.driver_license_number, text).success).toBe(inQuote)
      expect(z.safeParse(licenseNumber('Enter the license number'), text).success).toBe(inQuote)
    },
  )

  it('keeps the digits of a phone number on the wire', () => {
    expect(z.parse(phoneSchema, '+1 (214) 555-0147')).toBe('2145550147')
  })
})
