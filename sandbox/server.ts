import { serve } from '@hono/node-server'
import { createSandboxApp } from './app.ts'

const hostname = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 8787)

serve({ fetch: createSandboxApp().fetch, hostname, port }, (info) => {
  console.log(`Sandbox API on http://${hostname}:${info.port}/v1 (control API under /__sandbox)`)
})
