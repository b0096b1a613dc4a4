import { chromium, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable } from '../../tooling/browser.ts'
import { startPreview as startPreviewServer } from '../../tooling/preview-server.ts'

export const BENCH_ACCOUNT = 'agent@blueridge.example'
export const BENCH_PASSWORD = 'Sandbox-Pass-1'

export interface PreviewOptions {
  port: number
  outDir: string
  skipBuild: boolean
  executablePath?: string
  /** Chromium's arguments: CHROMIUM_ARGS unless told. */
  args?: string[]
}

export interface Preview {
  base: string
  browser: Browser
  close: () => Promise<void>
}

/**
 * The portal on its own `vite preview` with the sandbox (tooling/preview-server.ts), and a Chromium: the
 * full one when installed, as the benchmarks measure what a person's browser does, or `executablePath`.
 */
export async function startPreview({ executablePath = chromiumExecutable(), args = CHROMIUM_ARGS, ...options }: PreviewOptions): Promise<Preview> {
  const { base, stop } = await startPreviewServer(options)
  try {
    const browser = await chromium.launch({ executablePath, args })
    return {
      base,
      browser,
      close: async () => {
        await browser.close()
        stop()
      },
    }
  } catch (error) {
    stop()
    throw error
  }
}

export async function signInForBench(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/sign-in`)
  await page.getByLabel('E-mail address').fill(BENCH_ACCOUNT)
  await page.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
}
