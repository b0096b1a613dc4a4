import { chromium, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable } from '../../tooling/browser.ts'
import { startPreview as startPreviewServer } from '../../tooling/preview-server.ts'

export const BENCH_ACCOUNT = 'agent@blueridge.example'
const PASSWORD = 'Sandbox-Pass-1'

export interface Preview {
  base: string
  browser: Browser
  close: () => Promise<void>
}

/** The portal on its own `vite preview` with the sandbox (tooling/preview-server.ts), and a Chromium. */
export async function startPreview(options: { port: number; outDir: string; skipBuild: boolean }): Promise<Preview> {
  const { base, stop } = await startPreviewServer(options)
  try {
    const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS })
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
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
}
