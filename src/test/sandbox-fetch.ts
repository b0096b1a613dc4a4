import { vi } from 'vitest'
import { createSandboxApp } from '../../sandbox/app'
import { createSandbox, type Sandbox } from '../../sandbox/sandbox'

const ORIGIN = 'http://portal.test'

export interface InProcessSandbox {
  sandbox: Sandbox
  /** Every request the portal sent, as `METHOD /path`. */
  requests: string[]
}

/** Routes the portal's fetch calls to a sandbox running in this process: one API for every test. */
export function installSandboxFetch(): InProcessSandbox {
  const sandbox = createSandbox()
  const app = createSandboxApp(sandbox)
  const requests: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), ORIGIN), init)
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
    return app.fetch(request)
  })
  return { sandbox, requests }
}
