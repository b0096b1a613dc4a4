import { publicApiRequest } from '@/api/client'
import { passwordResetResponseSchema, type PasswordResetConfirm } from '@/api/contract/password-reset'
import type { ResetPasswordForm } from '../form'

export function toPasswordResetConfirm(form: ResetPasswordForm): PasswordResetConfirm {
  return { username: form.username.trim().toLowerCase(), reset_token: form.resetToken.trim(), new_password: form.newPassword }
}

/** POST /password-reset with the code from the e-mail. */
export function confirmPasswordReset(form: ResetPasswordForm) {
  return publicApiRequest({
    method: 'POST',
    path: '/password-reset',
    body: toPasswordResetConfirm(form),
    responseSchema: passwordResetResponseSchema,
  })
}
