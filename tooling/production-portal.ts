import { spawnSync } from 'node:child_process'
import { precompressBuild } from './precompress.ts'
import { startServerProcess, type ServerProcess } from './server-process.ts'

/** `npm run build` into `outDir`: the client, its precompressed copies and the production server. */
async function buildForProduction(outDir: string): Promise<void> {
  const vite = (args: string[]) => {
    if (spawnSync('node_modules/.bin/vite', args, { stdio: 'ignore' }).status !== 0) throw new Error(`vite ${args.join(' ')} failed`)
  }
  vite(['build', '--outDir', outDir])
  await precompressBuild(outDir)
  vite(['build', '--config', 'server/vite.config.ts', '--outDir', `${outDir}/.server`])
}

export interface ProductionPortal {
  /** The portal, as `npm start` serves it. */
  base: string
  /** The stand-in API (the sandbox alone) that the portal forwards /v1 to; its control API is under /__sandbox. */
  apiBase: string
  servers: { api: ServerProcess; portal: ServerProcess }
  stop: () => Promise<void>
}

/**
 * The portal as agents get it: `npm start` of the build in `outDir`, forwarding /v1 to an API
 * (API_PROXY_TARGET, ADR 0059), here the sandbox alone on `port`; the portal takes `port + 1`. So the
 * page is what a deployment with a real API serves: no sandbox badge, no sandbox accounts. For the
 * scripts that measure pages (bench:slow-link, lighthouse and their gate); built first unless `skipBuild`.
 */
export async function startProductionPortal({
  port,
  outDir,
  skipBuild,
  portalLogFile,
}: {
  port: number
  outDir: string
  skipBuild: boolean
  /** Where the portal's access log goes rather than a pipe (a busy server's, bench:serve). */
  portalLogFile?: string
}): Promise<ProductionPortal> {
  if (!skipBuild) await buildForProduction(outDir)
  const apiBase = `http://127.0.0.1:${port}`
  const base = `http://127.0.0.1:${port + 1}`
  const servers: ServerProcess[] = []
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()))
  }
  try {
    servers.push(
      await startServerProcess({
        args: ['--import', 'tsx', 'sandbox/server.ts'],
        env: { PORT: String(port), HOST: '127.0.0.1' },
        url: apiBase,
        ready: /Sandbox API on/,
      }),
    )
    servers.push(
      await startServerProcess({
        args: [`${outDir}/.server/main.mjs`],
        env: { PORT: String(port + 1), HOST: '127.0.0.1', API_PROXY_TARGET: apiBase },
        url: base,
        ready: /Portal on http/,
        logFile: portalLogFile,
      }),
    )
  } catch (error) {
    await stop()
    throw error
  }
  const [api, portal] = servers as [ServerProcess, ServerProcess]
  return { base, apiBase, servers: { api, portal }, stop }
}
