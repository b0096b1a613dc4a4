import { defineConfig } from '@playwright/test'
import suite from './playwright.config.ts'

/**
 * The development-mode smoke (`npm run test:dev`): every screen on `npm run dev`'s server, which the test
 * starts on E2E_PORT_BASE + 60 and stops by its pid (e2e/dev-server.smoke.ts). The browser and its
 * settings are the end-to-end suite's; none of its preview servers.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: 'dev-server.smoke.ts',
  outputDir: 'test-results/dev-server',
  workers: 1,
  retries: 0,
  // The first visit of each screen compiles its modules: on CI's 2 cores beside other work, up to a minute in all,
  // and 1.5 to 1.7 minutes beside a second CI run (2026-12-03).
  timeout: 240_000,
  expect: suite.expect,
  reporter: suite.reporter,
  use: suite.use,
  projects: suite.projects,
})
