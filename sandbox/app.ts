import { Hono } from 'hono'
import { allowPortalOrigin } from './http/cors.ts'
import { injectFaults } from './http/faults.ts'
import { businessRuleError, notFoundError } from './http/responses.ts'
import { authenticationRoutes } from './routes/authentication.ts'
import { cancelApproveRoutes } from './routes/cancel-approve.ts'
import { carrierCensusRoutes } from './routes/carrier-census.ts'
import { controlRoutes } from './routes/control.ts'
import { controlWebhookRoutes } from './routes/control-webhooks.ts'
import { notesRoutes } from './routes/notes.ts'
import { openApiDocumentRoutes } from './routes/openapi-document.ts'
import { passwordResetRoutes } from './routes/password-reset.ts'
import { quoteDocumentRoutes } from './routes/quote-documents.ts'
import { quoteRoutes } from './routes/quote.ts'
import { submissionEditRoutes } from './routes/submission-edits.ts'
import { taxCalculationRoutes } from './routes/tax-calculations.ts'
import { webhookSubscriptionRoutes } from './routes/webhook-subscriptions.ts'
import { createSandbox, type Sandbox } from './sandbox.ts'

/** Where the census stand-in answers, as on data.transportation.gov. */
export const CENSUS_PREFIX = '/resource'

export interface SandboxAppOptions {
  /** A portal origin that may call the sandbox from the browser (CORS); none by default. */
  corsOrigin?: string
}

/** The sandbox API: the contract under /v1, the control API under /__sandbox, FMCSA's census under /resource. A fetch handler. */
export function createSandboxApp(sandbox: Sandbox = createSandbox(), { corsOrigin }: SandboxAppOptions = {}) {
  const api = new Hono()
  api.use('*', injectFaults(sandbox))
  api.route('/', openApiDocumentRoutes())
  api.route('/', authenticationRoutes(sandbox))
  api.route('/', passwordResetRoutes(sandbox))
  api.route('/', notesRoutes(sandbox))
  api.route('/', quoteRoutes(sandbox))
  api.route('/', quoteDocumentRoutes(sandbox))
  api.route('/', taxCalculationRoutes(sandbox))
  api.route('/', submissionEditRoutes(sandbox))
  api.route('/', cancelApproveRoutes(sandbox))
  api.route('/', webhookSubscriptionRoutes(sandbox))

  const app = new Hono()
  if (corsOrigin) for (const path of ['/v1/*', '/__sandbox/*']) app.use(path, allowPortalOrigin(corsOrigin))
  app.route('/__sandbox', controlRoutes(sandbox))
  app.route('/__sandbox', controlWebhookRoutes(sandbox))
  app.route('/v1', api)
  app.route(CENSUS_PREFIX, carrierCensusRoutes(sandbox))
  app.notFound((c) => (c.req.path.startsWith('/v1') ? businessRuleError(c, 404, 'No such endpoint.') : notFoundError(c, 'Not found.')))
  app.onError((error, c) => {
    console.error(`[sandbox] ${c.req.method} ${c.req.path} failed: ${error.message}`)
    return c.json({ error: 'The sandbox failed to handle this request.' }, 500)
  })
  return app
}
