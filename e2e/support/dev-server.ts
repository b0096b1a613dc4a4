import { performance } from 'node:perf_hooks'
import { startServerProcess } from '../../tooling/server-process.ts'

/**
 * `npm run dev` as a new user first meets it: Vite's dev server, development mode (React's checks and
 * StrictMode on), with the sandbox mounted, on `port`. Stopped by its pid (SIGTERM) with `stop()`.
 * `readyMs` is the time until it listens; its first page then waits for Vite to bundle the dependencies
 * (on a fresh clone) and to compile each module as it is asked for.
 */
export async function startDevServer(port: number) {
  const started = performance.now()
  const server = await startServerProcess({
    args: ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    env: {},
    url: `http://127.0.0.1:${port}`,
    ready: /Local:/,
    startupMs: 60_000,
  })
  return { ...server, readyMs: performance.now() - started }
}
