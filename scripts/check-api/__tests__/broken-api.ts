import { Hono } from 'hono'
import { createSandboxApp } from '../../../sandbox/app.ts'
import { createSandbox } from '../../../sandbox/sandbox.ts'

/**
 * A stand-in for a real API that answers like the sandbox but for these differences, each of which the
 * check must name: the token as `Authorization: Bearer`, no `ExpiresIn`, `{message}` where section 7
 * says `{Error}`, another agency's ids told apart from unknown ones, a 429 without `Retry-After`, a
 * `secret` in the list of subscriptions, and a trailer created with 200.
 */
export const BROKEN = {
  bearer: /does not accept the token in the AccessToken header.*Authorization: Bearer/,
  expiresIn: /no whole-number ExpiresIn/,
  errorShape: /401 body is not the document’s AuthenticationError \(Error: missing\)/,
  foreignIds: /Another agency's id gets 404 .*an id nobody has 404/,
  retryAfter: /429 has no Retry-After/,
  secretInList: /carries a `secret`/,
  trailerStatus: /Answered 200, .*where 201 was expected/,
} as const

async function rewritten(response: Response, change: (body: Record<string, unknown> | unknown[]) => unknown): Promise<Response> {
  const body = (await response.json()) as Record<string, unknown>
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(change(body)), { status: response.status, headers })
}

export function brokenApi() {
  const sandbox = createSandbox()
  const real = createSandboxApp(sandbox)
  const app = new Hono()
  app.all('*', async (c) => {
    const request = c.req.raw
    const headers = new Headers(request.headers)
    const bearer = headers.get('Authorization')?.replace(/^Bearer /, '')
    if (headers.has('AccessToken') && !bearer) return c.json({ message: 'Unauthorized' }, 401)
    if (bearer) headers.set('AccessToken', bearer)
    const url = new URL(request.url)
    const foreign = url.pathname.includes('/SM-')
    const response = await real.fetch(new Request(request, { headers }))
    if (foreign && response.status === 404) return c.json({ status: 'failed', error: 'That belongs to another agency.' }, 404)
    if (url.pathname.endsWith('/authentication') && response.status === 200) {
      return rewritten(response, (body) => ({ ...body, ExpiresIn: undefined }))
    }
    if (response.status === 400 || response.status === 401) {
      const body = (await response.clone().json()) as Record<string, unknown>
      if ('Error' in body) return c.json({ message: body.Error }, response.status)
    }
    if (response.status === 429) {
      const stripped = new Response(response.body, response)
      stripped.headers.delete('Retry-After')
      return stripped
    }
    if (url.pathname.endsWith('/webhook-subscriptions') && request.method === 'GET' && response.status === 200) {
      return rewritten(response, (list) => (list as unknown[]).map((record) => ({ ...(record as object), secret: 'whsec_listed' })))
    }
    if (url.pathname.endsWith('/trailer') && response.status === 201) return new Response(response.body, { status: 200, headers: response.headers })
    return response
  })
  return { sandbox, app }
}
