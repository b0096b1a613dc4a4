import { cors } from 'hono/cors'

/**
 * Lets one portal origin call the sandbox from the browser, as a real API would for a portal started with
 * `API_BASE_URL` (docs/production.md): the portal's methods and headers, and
 * `Retry-After`, which it reads on a 429. No credentials: the portal sends none.
 */
export function allowPortalOrigin(origin: string) {
  return cors({
    origin,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowHeaders: ['AccessToken', 'Content-Type', 'Accept'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  })
}
