import { emailProblem } from './email-rule'

export interface SignInForm {
  username: string
  password: string
}

export type SignInErrors = Partial<Record<keyof SignInForm, { type: string; message: string }>>

const PASSWORD_MISSING = 'Enter your password'

/**
 * The e-mail the box starts with: the one the page was sent with (a password just changed), else the
 * account of a session that ended by itself, whose person signs in again to carry on (issue 39). A
 * session signed out of on purpose leaves it empty: the next person may be someone else.
 */
export function startingUsername(sentWith: string | undefined, ended: 'expired' | 'signed-out' | null, endedAccount: string | null): string | undefined {
  if (sentWith !== undefined) return sentWith
  return ended === 'expired' ? (endedAccount ?? undefined) : undefined
}

/**
 * The sign-in form's checks, written out rather than a zod schema: the sign-in page is the first load
 * of most visits and carries no zod (docs/decisions/0032-first-load-without-the-api-layer.md). The
 * same rule and words as the other auth forms' schemas (`__tests__/sign-in-form.test.ts` compares).
 */
export function checkSignInForm(input: SignInForm): { form: SignInForm } | { errors: SignInErrors } {
  const username = input.username.trim()
  const errors: SignInErrors = {}
  const usernameProblem = emailProblem(username)
  if (usernameProblem) errors.username = { type: 'validation', message: usernameProblem }
  if (input.password.length === 0) errors.password = { type: 'validation', message: PASSWORD_MISSING }
  return Object.keys(errors).length > 0 ? { errors } : { form: { username, password: input.password } }
}
