import { publicApiRequest } from '@/api/client'
import { passwordResetResponseSchema } from '@/api/contract/password-reset'

/** GET /password-reset: the service e-mails a reset code (section 4.1). */
export function requestPasswordReset(username: string) {
  return publicApiRequest({
    method: 'GET',
    path: '/password-reset',
    query: { username: username.trim().toLowerCase() },
    responseSchema: passwordResetResponseSchema,
  })
}
