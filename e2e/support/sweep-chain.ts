import type { Page } from '@playwright/test'
import { ACCOUNTS, test } from './fixtures.ts'
import type { SandboxControl } from './sandbox-control.ts'
import type { Screen } from './screen-steps.ts'

/** A state's name as a file name part, for its photos. */
export const slug = (name: string) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()

interface Walk {
  page: Page
  sandbox: SandboxControl
  signInQuickly: (page: Page, username?: string) => Promise<void>
  /** The checks of one state, left at any width: the next state is reached at the entry's. */
  check: (name: string) => Promise<void>
}

/** Reaches `entry` at its width, signed in as its account, and checks it; then each state of its chain (`next`), from the one before. */
export async function walkChain(entry: Screen, { page, sandbox, signInQuickly, check }: Walk) {
  const width = entry.width ?? 1280
  // The test's time is one state's: each next state gets a share of its own (the wizard's 16 states took 38 s alone).
  test.setTimeout(test.info().timeout + 20_000 * (entry.next?.length ?? 0))
  await page.setViewportSize({ width, height: 900 })
  if (entry.account) await signInQuickly(page, ACCOUNTS[entry.account])
  await entry.reach(page, sandbox)
  await test.step(entry.name, () => check(entry.name))
  for (const next of entry.next ?? []) {
    await test.step(next.name, async () => {
      // The state before was left at another width: the person goes on at the entry's.
      await page.setViewportSize({ width, height: 900 })
      await next.step(page, sandbox)
      await check(next.name)
    })
  }
}
