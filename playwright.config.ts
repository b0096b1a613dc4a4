import { defineConfig, devices } from '@playwright/test'
import { FUNCTIONAL_TEST_CHROMIUM_ARGS, testChromiumExecutable } from './tooling/browser.ts'
import { TEST_ONLY_CERTIFICATE } from './tooling/test-only-certificate.ts'
import { E2E_OUT_DIR, previewPorts } from './tooling/test-ports.ts'

/**
 * One `vite preview` (portal + its own sandbox) per worker, so specs that reset the sandbox or move
 * its clock never meet another worker's state.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalTeardown: './e2e/support/declared-requests-seen.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: previewPorts.length,
  // No retry: a failure is a defect to find, not to repeat (ADR 0115).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    // A failed test keeps a screenshot. Its trace (actions, DOM snapshots, network, console) is recorded
    // when asked, E2E_TRACE=1: recording every test cost a sixth of the suite's CPU (ADR 0074); the film
    // strip is left out even then (ADR 0046).
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromiumExecutable(), args: FUNCTIONAL_TEST_CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: previewPorts.map((port) => ({
    command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${E2E_OUT_DIR}`,
    url: `http://127.0.0.1:${port}/__sandbox/info`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The sandbox trusts the test-only certificate of the specs' HTTPS webhook receivers, as in its own tests.
    env: { NODE_EXTRA_CA_CERTS: TEST_ONLY_CERTIFICATE.cert },
  })),
})
