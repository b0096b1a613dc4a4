import { publicApiRequest } from '@/api/client'
import { passwordResetResponseSchema } from '@/contract/password-reset'
import { useAsyncAction, type AsyncActionHandlers } from '@/generic/use-async-action'
import type { ResetPasswordForm } from '../form'
import { toPasswordResetConfirm } from '../reset-password-wire'

/** POST /password-reset with the code from the e-mail. */
function confirmPasswordReset(form: ResetPasswordForm) {
  return publicApiRequest({
    method: 'POST',
    path: '/password-reset',
    body: toPasswordResetConfirm(form),
    responseSchema: passwordResetResponseSchema,
  })
}

export function useConfirmPasswordReset(handlers: AsyncActionHandlers<ResetPasswordForm>) {
  return useAsyncAction(confirmPasswordReset, handlers)
}
