import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Sandbox } from '../sandbox.ts'
import { takeFault } from '../store/faults.ts'

const NULL_BODY_STATUSES = new Set([204, 205, 304])

function defaultBody(status: number): unknown {
  if (status === 429) return { message: 'Too Many Requests' }
  if (status >= 500) return { error: 'Injected sandbox fault' }
  return { status: 'failed', error: 'Injected sandbox fault' }
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
