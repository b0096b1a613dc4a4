import { describe, expect, it } from 'vitest'
import { flattenFieldErrors } from '../form-errors'

describe('flattenFieldErrors', () => {
  it('lists nested and array errors as dotted paths, with or without a type', () => {
    const errors = {
      username: { type: 'required', message: 'Enter your e-mail address', ref: {} },
      resetToken: { message: 'The reset code is not right' },
      drivers: [undefined, { dateOfBirth: { type: 'custom', message: 'Too young' } }],
      address: { zip: { type: 'pattern', message: 'Enter a 5-digit ZIP' } },
    }
    expect(flattenFieldErrors(errors)).toEqual([
      { path: 'username', message: 'Enter your e-mail address' },
      { path: 'resetToken', message: 'The reset code is not right' },
      { path: 'drivers.1.dateOfBirth', message: 'Too young' },
      { path: 'address.zip', message: 'Enter a 5-digit ZIP' },
    ])
  })
})
