import { spawn } from 'node:child_process'
import { E2E_OUT_DIR, productionPorts } from './servers.ts'

/** A server in a process of its own, started by a spec and stopped with SIGTERM, as a deployment would. */
export interface RunningServer {
  /** The production server stops cleanly on SIGTERM (exit code 0); the stand-in API need not. */
  kind: 'portal' | 'stand-in API'
  url: string
  /** Everything it printed so far (the access log, for the production server). */
  output: () => string
  /** SIGTERM, then its exit code once it has stopped (0: a clean stop). */
  stop: () => Promise<number | null>
}

const STARTUP_MS = 30_000

export const STAND_IN_API_URL = `http://127.0.0.1:${productionPorts.api}`
export const PRODUCTION_PORTAL_URL = `http://127.0.0.1:${productionPorts.portal}`

async function startServer(kind: RunningServer['kind'], args: string[], env: Record<string, string>, url: string, ready: RegExp): Promise<RunningServer> {
  // Only what the server needs: none of the runner's own API_* or PORTAL_* settings.
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    return exited
  }
  const startedAt = Date.now()
  while (!ready.test(output)) {
    if (child.exitCode !== null || Date.now() - startedAt > STARTUP_MS) {
      await stop()
      throw new Error(`${args.join(' ')} did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { kind, url, output: () => output, stop }
}

/** The stand-in for the real API: the sandbox alone (`npm run sandbox`), allowing `corsOrigin` when given. */
export function startStandInApi({ corsOrigin }: { corsOrigin?: string } = {}): Promise<RunningServer> {
  const env: Record<string, string> = { PORT: String(productionPorts.api), ...(corsOrigin ? { SANDBOX_CORS_ORIGIN: corsOrigin } : {}) }
  return startServer('stand-in API', ['node_modules/tsx/dist/cli.mjs', 'sandbox/server.ts'], env, STAND_IN_API_URL, /Sandbox API on/)
}

/** The production server of the e2e build (`npm start` on E2E_OUT_DIR), configured by `env`. */
export function startProductionServer(env: Record<string, string>): Promise<RunningServer> {
  return startServer('portal', [`${E2E_OUT_DIR}/.server/main.mjs`], { PORT: String(productionPorts.portal), ...env }, PRODUCTION_PORTAL_URL, /Portal on http/)
}
