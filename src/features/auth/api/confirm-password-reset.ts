import { publicApiRequest } from '@/api/client'
import { passwordResetResponseSchema } from '@/api/contract/password-reset'
import type { ResetPasswordForm } from '../form'
import { toPasswordResetConfirm } from '../reset-password-wire'

/** POST /password-reset with the code from the e-mail. */
export function confirmPasswordReset(form: ResetPasswordForm) {
  return publicApiRequest({
    method: 'POST',
    path: '/password-reset',
    body: toPasswordResetConfirm(form),
    responseSchema: passwordResetResponseSchema,
  })
}
