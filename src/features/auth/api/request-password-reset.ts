import { publicApiRequest } from '@/api/client'
import { passwordResetResponseSchema } from '@/contract/password-reset'
import { useAsyncAction, type AsyncActionHandlers } from '@/generic/use-async-action'

/** GET /password-reset: the service e-mails a reset code (section 4.1). */
function requestPasswordReset(username: string) {
  return publicApiRequest({
    method: 'GET',
    path: '/password-reset',
    query: { username: username.trim().toLowerCase() },
    responseSchema: passwordResetResponseSchema,
  })
}

/** A send all the same: each request e-mails another code. */
export function useRequestPasswordReset(handlers: AsyncActionHandlers<string>) {
  return useAsyncAction(requestPasswordReset, handlers)
}
