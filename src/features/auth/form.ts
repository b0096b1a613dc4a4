import * as z from 'zod/mini'
import { passwordProblems } from '@/contract/password-reset'
import { EMAIL_MALFORMED, EMAIL_MISSING, EMAIL_PATTERN } from './email-rule'

/** The sign-in form checks the same rule without zod: `sign-in-form.ts`. */
const email = z.string().check(z.trim(), z.minLength(1, EMAIL_MISSING), z.email({ pattern: EMAIL_PATTERN, error: EMAIL_MALFORMED }))

export const forgotPasswordFormSchema = z.object({ username: email })
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>

export const resetPasswordFormSchema = z
  .object({
    username: email,
    resetToken: z.string().check(z.trim(), z.minLength(1, 'Enter the reset code from the e-mail')),
    newPassword: z.string().check(z.minLength(1, 'Enter a new password')),
  })
  .check(
    z.superRefine((form, context) => {
      const [problem] = passwordProblems(form.newPassword, form.username)
      if (problem && form.newPassword) context.addIssue({ code: 'custom', path: ['newPassword'], message: problem })
    }),
  )
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>
