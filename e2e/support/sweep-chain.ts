import type { Page } from '@playwright/test'
import type { ScreenId } from '../../src/app/all-screens.ts'
import { ACCOUNTS, test } from './fixtures.ts'
import type { SandboxControl } from './sandbox-control.ts'
import type { SweepStateOn } from './screen-steps.ts'

const NOT_LETTERS_OR_DIGITS = /[^a-z0-9]+/gi
export const slug = (name: string) => name.replace(NOT_LETTERS_OR_DIGITS, '-').replace(/^-|-$/g, '').toLowerCase()

/** Each state of an entry, in order, with the declared screen it is on: its `on`, or the screen of the state before. */
export function statesOf(entry: SweepStateOn): { name: string; screen: ScreenId }[] {
  const states = [{ name: entry.name, screen: entry.screen }]
  for (const next of entry.next ?? []) states.push({ name: next.name, screen: next.on ?? states.at(-1)!.screen })
  return states
}

interface Walk {
  page: Page
  sandbox: SandboxControl
  signInQuickly: (page: Page, username?: string) => Promise<void>
  /** The checks of one state, on the declared screen it is on, left at any width: the next state is reached at the entry's. */
  check: (name: string, screen: ScreenId) => Promise<void>
}

/** Reaches `entry` at its width, signed in as its account, and checks it; then each state of its chain (`next`), from the one before. */
export async function walkChain(entry: SweepStateOn, { page, sandbox, signInQuickly, check }: Walk) {
  const [first, ...after] = statesOf(entry)
  const width = entry.width ?? 1280
  // The test's time is one state's: each next state gets a share of its own (the wizard's 16 states took 38 s alone).
  test.setTimeout(test.info().timeout + 20_000 * (entry.next?.length ?? 0))
  await page.setViewportSize({ width, height: 900 })
  if (entry.account) await signInQuickly(page, ACCOUNTS[entry.account])
  await entry.reach(page, sandbox)
  await test.step(first!.name, () => check(first!.name, first!.screen))
  for (const [index, next] of (entry.next ?? []).entries()) {
    await test.step(next.name, async () => {
      // The state before was left at another width: the person goes on at the entry's.
      await page.setViewportSize({ width, height: 900 })
      await next.step(page, sandbox)
      await check(next.name, after[index]!.screen)
    })
  }
}
