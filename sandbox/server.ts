import { serve } from '@hono/node-server'
import { createSandboxApp } from './app.ts'
import { createSandbox } from './sandbox.ts'

const hostname = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 8787)
/** A portal on another origin (started with API_BASE_URL) that may call this sandbox from the browser. */
const corsOrigin = process.env.SANDBOX_CORS_ORIGIN || undefined

serve({ fetch: createSandboxApp(createSandbox(), { corsOrigin }).fetch, hostname, port }, (info) => {
  console.log(`Sandbox API on http://${hostname}:${info.port}/v1 (control API under /__sandbox)${corsOrigin ? `, allowing ${corsOrigin} by CORS` : ''}`)
})
