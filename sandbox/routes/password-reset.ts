import { Hono } from 'hono'
import { passwordResetConfirmSchema, passwordResetRequestQuerySchema } from '../../src/contract/password-reset.ts'
import { completePasswordReset, startPasswordReset } from '../domain/auth/password-reset.ts'
import { authenticationError, fieldValidationError, readJsonBody } from '../http/responses.ts'
import type { Sandbox } from '../sandbox.ts'

const RESET_REQUESTED_MESSAGE = 'If an account exists for that e-mail address, a reset code has been sent to it.'

export function passwordResetRoutes(sandbox: Sandbox) {
  const routes = new Hono()

  routes.get('/password-reset', (c) => {
    const query = passwordResetRequestQuerySchema.safeParse({ username: c.req.query('username') })
    if (!query.success) return authenticationError(c, 400, 'Auth Error: username is required.')
    startPasswordReset(sandbox, query.data.username.toLowerCase())
    return c.json({ message: RESET_REQUESTED_MESSAGE })
  })

  routes.post('/password-reset', async (c) => {
    const body = await readJsonBody(c)
    const parsed = body.ok ? passwordResetConfirmSchema.safeParse(body.value) : null
    if (!parsed?.success) {
      return authenticationError(c, 400, 'Auth Error: username, new_password and reset_token are required.')
    }
    const outcome = completePasswordReset(sandbox, { ...parsed.data, username: parsed.data.username.toLowerCase() })
    if (outcome.ok) return c.json({ message: 'Your password has been changed. Sign in with the new password.' })
    if (outcome.reason === 'weak-password') {
      return fieldValidationError(c, { new_password: outcome.problems }, 'The new password does not meet the password rules.')
    }
    return authenticationError(c, 400, 'Auth Error: The reset code is invalid, expired or already used.')
  })

  return routes
}
