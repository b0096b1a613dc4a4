import { spawn, spawnSync } from 'node:child_process'
import { precompressBuild } from './precompress.ts'

/**
 * A `vite preview` of its own (the portal with its sandbox) for a script that measures pages
 * (bench/, scripts/lighthouse.ts): built into `outDir` and precompressed, as `build:e2e` does, first unless
 * `skipBuild`; stopped by `stop()`.
 */
export async function startPreview({ port, outDir, skipBuild }: { port: number; outDir: string; skipBuild: boolean }) {
  if (!skipBuild) {
    const build = spawnSync('node_modules/.bin/vite', ['build', '--outDir', outDir], { stdio: 'ignore' })
    if (build.status !== 0) throw new Error('vite build failed')
    await precompressBuild(outDir)
  }
  const base = `http://127.0.0.1:${port}`
  // A server left running there would answer for this one, with another build.
  if (await answers(base)) throw new Error(`Something already answers on ${base}: stop it, or move the port`)
  const server = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir], {
    stdio: 'ignore',
  })
  // Also when this process ends first (a script stopped by a signal exits through process.exit).
  const stop = () => {
    process.off('exit', stop)
    server.kill()
  }
  process.once('exit', stop)
  try {
    await waitForServer(base)
  } catch (error) {
    stop()
    throw error
  }
  return { base, stop }
}

const answers = (base: string) =>
  fetch(`${base}/__sandbox/info`).then(
    (response) => response.ok,
    () => false,
  )

async function waitForServer(base: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (await answers(base)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`vite preview did not answer on ${base}`)
}
