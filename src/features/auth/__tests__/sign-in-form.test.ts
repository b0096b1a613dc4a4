import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { EMAIL_PATTERN } from '../email-rule'
import { forgotPasswordFormSchema } from '../form'
import { checkSignInForm, startingUsername } from '../sign-in-form'

/** The message the schemas of the other auth forms give an e-mail address, or undefined. */
function schemaEmailProblem(username: string): string | undefined {
  const parsed = z.safeParse(forgotPasswordFormSchema, { username })
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

const addressLike = fc.oneof(
  fc.emailAddress(),
  fc.string(),
  fc.tuple(fc.constantFrom('', ' ', '\t'), fc.emailAddress(), fc.constantFrom('', ' ', '\n')).map((parts) => parts.join('')),
  fc.constantFrom(
    '',
    '   ',
    'name@agency',
    'name@agency.c',
    '.name@agency.com',
    'na..me@agency.com',
    "o'brien@agency.com",
    'name@-agency.com',
    'NAME@AGENCY.COM',
  ),
)

describe('the sign-in form, checked without zod', () => {
  it('says what the other auth forms say about the e-mail address', () => {
    fc.assert(
      fc.property(addressLike, (username) => {
        const checked = checkSignInForm({ username, password: 'x' })
        expect('errors' in checked ? checked.errors.username?.message : undefined).toBe(schemaEmailProblem(username))
      }),
      { numRuns: 3000 },
    )
  })

  it("keeps zod's own e-mail pattern, which the forms used before", () => {
    fc.assert(
      fc.property(addressLike, (address) => {
        expect(EMAIL_PATTERN.test(address.trim())).toBe(z.regexes.email.test(address.trim()))
      }),
      { numRuns: 3000 },
    )
  })

  it('trims the address, keeps the password as typed, and asks for both', () => {
    expect(checkSignInForm({ username: ' agent@blueridge.example ', password: ' secret ' })).toEqual({
      form: { username: 'agent@blueridge.example', password: ' secret ' },
    })
    expect(checkSignInForm({ username: '', password: '' })).toEqual({
      errors: {
        username: { type: 'validation', message: 'Enter your e-mail address' },
        password: { type: 'validation', message: 'Enter your password' },
      },
    })
  })
})

describe('the e-mail the sign-in box starts with', () => {
  it('is the account of a session that ended by itself, the one the page was sent with first, none after a sign-out', () => {
    expect(startingUsername(undefined, 'expired', 'agent@blueridge.example')).toBe('agent@blueridge.example')
    expect(startingUsername('changed@blueridge.example', 'expired', 'agent@blueridge.example')).toBe('changed@blueridge.example')
    expect(startingUsername(undefined, 'signed-out', 'agent@blueridge.example')).toBeUndefined()
    expect(startingUsername(undefined, null, null)).toBeUndefined()
  })
})
