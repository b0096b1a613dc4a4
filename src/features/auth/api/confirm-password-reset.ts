import { publicApiRequest } from '@/api/client'
import { passwordResetResponseSchema } from '@/api/contract/password-reset'
import { toPasswordResetConfirm, type ResetPasswordForm } from '../form'

/** POST /password-reset with the code from the e-mail. */
export function confirmPasswordReset(form: ResetPasswordForm) {
  return publicApiRequest({
    method: 'POST',
    path: '/password-reset',
    body: toPasswordResetConfirm(form),
    responseSchema: passwordResetResponseSchema,
  })
}
