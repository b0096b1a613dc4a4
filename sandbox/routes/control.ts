import { Hono } from 'hono'
import type { SandboxAccount } from '../../src/contract/sandbox-accounts.ts'
import { clockChangeSchema, faultRequestSchema, rateLimitSettingSchema, type RateLimitSetting } from '../../src/contract/sandbox-control.ts'
import { fixturePasswordOf } from '../fixtures/accounts.ts'
import { fieldErrorsFromIssues } from '../domain/validation/field-errors.ts'
import { fieldValidationError, parseJsonBody } from '../http/responses.ts'
import type { Sandbox } from '../sandbox.ts'
import { allAccounts } from '../store/accounts.ts'
import { addFault, clearFaults } from '../store/faults.ts'
import { editRateLimitOf, setEditRateLimit } from '../store/request-log.ts'
import { emailsNewestFirst } from '../store/outbox.ts'
import { SANDBOX_VERSION } from '../version.ts'

/** The control API of sandbox-fixtures.md, outside /v1 and without authentication. */
export function controlRoutes(sandbox: Sandbox) {
  const routes = new Hono()
  const now = () => sandbox.clock.now().toISOString()

  routes.get('/info', (c) => c.json({ sandbox: true, now: now(), version: SANDBOX_VERSION }))

  routes.get('/accounts', (c) => {
    const accounts: SandboxAccount[] = allAccounts(sandbox.store).map((account) => ({
      username: account.username,
      agency_name: account.agencyName,
      agency_type: account.agencyType,
      guard_authority: account.guardAuthority,
      public_reply_early_access: account.publicReplyEarlyAccess,
      password: fixturePasswordOf(account),
    }))
    return c.json({ accounts })
  })

  routes.post('/reset', (c) => {
    sandbox.reset()
    return c.json({ reset: true, now: now() })
  })

  routes.get('/clock', (c) => c.json({ now: now() }))
  routes.post('/clock', async (c) => {
    const change = await parseJsonBody(c, clockChangeSchema)
    if (!change.success) return fieldValidationError(c, fieldErrorsFromIssues(change.error.issues))
    if ('now' in change.data) sandbox.clock.set(new Date(change.data.now))
    else sandbox.clock.advance(change.data.advanceSeconds)
    return c.json({ now: now() })
  })

  const rateLimit = (): RateLimitSetting => ({ edits: editRateLimitOf(sandbox.store) })
  routes.get('/rate-limit', (c) => c.json(rateLimit()))
  routes.post('/rate-limit', async (c) => {
    const setting = await parseJsonBody(c, rateLimitSettingSchema)
    if (!setting.success) return fieldValidationError(c, fieldErrorsFromIssues(setting.error.issues))
    setEditRateLimit(sandbox.store, setting.data.edits)
    return c.json(rateLimit())
  })

  routes.get('/outbox', (c) => c.json(emailsNewestFirst(sandbox.store)))

  routes.post('/faults', async (c) => {
    const fault = await parseJsonBody(c, faultRequestSchema)
    if (!fault.success) return fieldValidationError(c, fieldErrorsFromIssues(fault.error.issues))
    const { count, ...rest } = fault.data
    addFault(sandbox.store, { ...rest, remaining: count })
    return c.json({ ...fault.data }, 201)
  })
  routes.delete('/faults', (c) => {
    return c.json({ cleared: clearFaults(sandbox.store) })
  })

  return routes
}
