import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Sandbox } from '../sandbox.ts'
import { takeFault } from '../store/faults.ts'

const NULL_BODY_STATUSES = new Set([204, 205, 304])

const INJECTED = 'Injected sandbox fault'

/** Without a `body`, a fault answers in section 7's format for its status (429's and 5xx's are the sandbox's). */
function defaultBody(status: number): unknown {
  if (status === 401) return { Error: INJECTED }
  if (status === 422) return { message: INJECTED, errors: { _body: [INJECTED] } }
  if (status === 429) return { message: 'Too Many Requests' }
  if (status >= 500) return { error: INJECTED }
  return { status: 'failed', error: INJECTED }
}

/** Makes the next N matching /v1 requests wait, fail with a given status, or both (POST /__sandbox/faults). */
export function injectFaults(sandbox: Sandbox): MiddlewareHandler {
  return async (c, next) => {
    const fault = takeFault(sandbox.store, c.req.method, c.req.path)
    if (!fault) return next()
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
    if (fault.status === undefined) return next()
    for (const [name, value] of Object.entries(fault.headers ?? {})) c.header(name, value)
    if (NULL_BODY_STATUSES.has(fault.status)) return c.body(null, fault.status as 204)
    return c.json(fault.body ?? defaultBody(fault.status), fault.status as ContentfulStatusCode)
  }
}
