import { spawn, spawnSync } from 'node:child_process'
import { chromium, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable } from '../../tooling/browser.ts'

export const BENCH_ACCOUNT = 'agent@blueridge.example'
const PASSWORD = 'Sandbox-Pass-1'

export interface Preview {
  base: string
  browser: Browser
  close: () => Promise<void>
}

async function waitForServer(base: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/__sandbox/info`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`vite preview did not answer on ${base}`)
}

/** The portal built into `outDir` (unless `skipBuild`), served by its own `vite preview` with the sandbox, and a Chromium. */
export async function startPreview({ port, outDir, skipBuild }: { port: number; outDir: string; skipBuild: boolean }): Promise<Preview> {
  if (!skipBuild) {
    const build = spawnSync('node_modules/.bin/vite', ['build', '--outDir', outDir], { stdio: 'ignore' })
    if (build.status !== 0) throw new Error('vite build failed')
  }
  const base = `http://127.0.0.1:${port}`
  const server = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir], { stdio: 'ignore' })
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS })
  try {
    await waitForServer(base)
  } catch (error) {
    await browser.close()
    server.kill()
    throw error
  }
  return {
    base,
    browser,
    close: async () => {
      await browser.close()
      server.kill()
    },
  }
}

export async function signInForBench(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/sign-in`)
  await page.getByLabel('E-mail address').fill(BENCH_ACCOUNT)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
}
