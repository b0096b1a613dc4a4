import * as z from 'zod/mini'
import { stated } from './stated.ts'

/**
 * The password rule (the contract leaves it open, see docs/api-assumptions.md): NIST SP 800-63B style,
 * length over composition. One place, used by the sandbox (422) and by the portal's form.
 */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128
const COMMON_PASSWORDS = new Set([
  'password1234',
  'password12345',
  'passwordpassword',
  '123456789012',
  'qwertyuiop12',
  'iloveyou1234',
  'letmein12345',
  'welcome12345',
  'changeme1234',
  'administrator',
])

export function passwordProblems(password: string, username: string): string[] {
  const problems: string[] = []
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(`Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push(`Use at most ${PASSWORD_MAX_LENGTH} characters.`)
  }
  const localPart = username.split('@')[0]?.toLowerCase() ?? ''
  if (localPart.length >= 3 && password.toLowerCase().includes(localPart)) {
    problems.push('Do not include your user name.')
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    problems.push('This password is too common. Choose another.')
  }
  return problems
}

/** Not blank once trimmed (`\S` is what `trim()` keeps). */
const requiredText = () => z.string().check(z.trim(), z.regex(/\S/))

export const passwordResetRequestQuerySchema = z.object({ username: requiredText() })

/**
 * Missing or blank fields are a 400; the password rules above are a 422 of their own
 * (docs/api-assumptions.md), checked by `passwordProblems` and stated here for the document.
 */
export const passwordResetConfirmSchema = z.object({
  username: requiredText(),
  new_password: z.string().check(z.minLength(1), ...stated({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })),
  reset_token: requiredText(),
})
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>

/** Response bodies of both steps are "not shown": the sandbox sends `{ message }`, the portal needs nothing. */
export const passwordResetResponseSchema = z.looseObject({ message: z.optional(z.string()) })
