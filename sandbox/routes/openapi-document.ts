import { Hono } from 'hono'
import document from '../../docs/openapi.json' with { type: 'json' }

/**
 * GET /v1/openapi.json: the contract as an OpenAPI 3.1 document (docs/openapi.json, generated from
 * src/contract), served wherever the sandbox is: `npm run dev`, `vite preview`, `npm run sandbox` and
 * `PORTAL_SANDBOX=1 npm start`. A sandbox extra, not a path of the contract: no AccessToken needed, as
 * a published API description holds nothing of an account (docs/api-assumptions.md).
 */
export function openApiDocumentRoutes() {
  const routes = new Hono()
  routes.get('/openapi.json', (c) => c.json(document))
  return routes
}
