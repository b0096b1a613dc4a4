import { Hono } from 'hono'
import { taxCalculationRequestSchema } from '../../src/contract/tax.ts'
import { calculateTaxes } from '../domain/taxes/calculate.ts'
import { admitTaxCalculation, taxCalculationScope } from '../domain/taxes/rate-limit.ts'
import type { SandboxEnv } from '../http/env.ts'
import { requireAccount } from '../http/require-account.ts'
import { checkAgainst } from '../domain/validation/check-against.ts'
import { fieldErrorsFromIssues } from '../domain/validation/field-errors.ts'
import { fieldValidationError, rateLimited, readJsonObjectBody } from '../http/responses.ts'
import type { Sandbox } from '../sandbox.ts'

/** POST /submission/tax-calculations (section 4.3): stateless, limited per quote scope. */
export function taxCalculationRoutes(sandbox: Sandbox) {
  const routes = new Hono<SandboxEnv>()
  routes.post('/submission/tax-calculations', requireAccount(sandbox), async (c) => {
    const body = await readJsonObjectBody(c)
    if (!body.ok) return body.response
    const parsed = checkAgainst(taxCalculationRequestSchema, body.value)
    if (!parsed.success) return fieldValidationError(c, fieldErrorsFromIssues(parsed.error.issues))
    const scope = taxCalculationScope(c.var.account.username, parsed.data)
    const admission = admitTaxCalculation(sandbox.store, scope, sandbox.clock.now())
    if (!admission.admitted) return rateLimited(c, admission.retryAfterSeconds, 'Too many tax calculations for this quote.')
    return c.json(calculateTaxes(parsed.data))
  })
  return routes
}
