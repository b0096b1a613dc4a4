import * as z from 'zod/mini'
import { passwordProblems, type PasswordResetConfirm } from '@/api/contract/password-reset'
import { formFieldOf, wireFieldsOf, writeWire, type WireTable } from '@/lib/wire-table'
import { asIs, trimmed } from '@/lib/wire-values'

const email = z.string().check(
  z.trim(),
  z.minLength(1, 'Enter your e-mail address'),
  z.email('Enter an e-mail address like name@agency.com'),
)

export const signInFormSchema = z.object({
  username: email,
  password: z.string().check(z.minLength(1, 'Enter your password')),
})
export type SignInForm = z.infer<typeof signInFormSchema>

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

const from = wireFieldsOf<ResetPasswordForm>()

/** The body of POST /password-reset, field by field. */
const RESET_PASSWORD_WIRE = {
  username: from('username', (username) => username.trim().toLowerCase()),
  reset_token: from('resetToken', trimmed),
  new_password: from('newPassword', asIs),
} as const satisfies WireTable<ResetPasswordForm, PasswordResetConfirm>

export const toPasswordResetConfirm = (form: ResetPasswordForm): PasswordResetConfirm => writeWire(RESET_PASSWORD_WIRE, form)

/** Where each wire field of a 422 is shown on the form. */
export const resetPasswordFieldOf = (wirePath: string) => formFieldOf(RESET_PASSWORD_WIRE, wirePath) as keyof ResetPasswordForm | null
