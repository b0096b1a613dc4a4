import * as z from 'zod/mini'
import { passwordProblems } from '@/api/contract/password-reset'

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
