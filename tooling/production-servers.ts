import { startServerProcess, type ServerProcess } from './server-process.ts'
import { E2E_OUT_DIR, productionPorts } from './test-ports.ts'

/** A server a spec started: the production server stops cleanly on SIGTERM (exit code 0), the stand-in API need not. */
export interface RunningServer extends ServerProcess {
  kind: 'portal' | 'stand-in API'
}

/** The stand-in for the real API: the sandbox alone (`npm run sandbox`), allowing `corsOrigin` when given. */
export async function startStandInApi({ corsOrigin, port = productionPorts.api }: { corsOrigin?: string; port?: number } = {}): Promise<RunningServer> {
  const env: Record<string, string> = { HOST: '127.0.0.1', PORT: String(port), ...(corsOrigin ? { SANDBOX_CORS_ORIGIN: corsOrigin } : {}) }
  const server = await startServerProcess({ args: ['--import', 'tsx', 'sandbox/server.ts'], env, url: `http://127.0.0.1:${port}`, ready: /Sandbox API on/ })
  return { ...server, kind: 'stand-in API' }
}

/** `npm start` on the e2e build (or on a copy of it in `distDir`), configured by `env`. */
export async function startProductionServer(
  env: Record<string, string>,
  { port = productionPorts.portal, distDir = E2E_OUT_DIR }: { port?: number; distDir?: string } = {},
): Promise<RunningServer> {
  const server = await startServerProcess({
    args: [`${distDir}/.server/main.mjs`],
    env: { HOST: '127.0.0.1', PORT: String(port), ...env },
    url: `http://127.0.0.1:${port}`,
    ready: /Portal on http/,
  })
  return { ...server, kind: 'portal' }
}

/** Servers started side by side; when one fails to start, those that did are stopped before the failure is thrown. */
export async function startedTogether<Servers extends ServerProcess[]>(starting: { [Index in keyof Servers]: Promise<Servers[Index]> }): Promise<Servers> {
  const settled = await Promise.allSettled(starting)
  const failure = settled.find((outcome) => outcome.status === 'rejected')
  if (!failure) return settled.map((outcome) => (outcome as PromiseFulfilledResult<ServerProcess>).value) as Servers
  await Promise.all(settled.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.stop() : undefined)))
  throw failure.reason
}
