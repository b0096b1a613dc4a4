import { createSandboxApp } from '../app.ts'
import { createClock, type Clock } from '../clock.ts'
import { createSandbox, type SandboxOptions } from '../sandbox.ts'

export const PASSWORD = 'Sandbox-Pass-1'
export const AGENT = 'agent@blueridge.example'
export const UNDERWRITER = 'underwriter@blueridge.example'
export const SUMMIT = 'agent@summit.example'

/**
 * A sandbox clock that stands still at `instant` until set or advanced: a test that advances it by 3599 s
 * gets exactly 3599 s, however long the machine took between two calls.
 */
export function frozenClock(instant: Date | string): Clock {
  const standing = new Date(instant).getTime()
  return createClock(() => standing)
}

/**
 * A fresh sandbox and helpers to call it in-process, as a client would. The edits' rate limit is off
 * unless a test asks for it: on a frozen clock its window would never pass.
 */
export function startSandbox(options: SandboxOptions = {}) {
  const sandbox = createSandbox({ editRateLimit: null, ...options })
  const app = createSandboxApp(sandbox)

  async function call(method: string, path: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}) {
    const response = await app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined, headers: response.headers }
  }

  /** For answers that are JSON arrays or of a known shape. */
  async function read<Body>(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }) {
    const answer = await call(method, path, options)
    return { ...answer, body: answer.body as Body }
  }

  async function signIn(username = AGENT, password = PASSWORD) {
    const response = await call('POST', '/v1/authentication', { body: { username, password } })
    return response.body as { AccessToken: string; RefreshToken: string; ExpiresIn: number }
  }

  async function callAs(token: string, method: string, path: string, body?: unknown) {
    return call(method, path, { body, headers: { AccessToken: token } })
  }

  return { sandbox, app, call, read, signIn, callAs }
}
