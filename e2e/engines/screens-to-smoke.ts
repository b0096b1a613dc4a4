import { eachScreenOnce } from '../screens/index.ts'
import type { ACCOUNTS } from '../support/fixtures.ts'

/** A screen the smoke opens: an address of it, who is signed in (null: nobody), and its main heading. */
export interface SmokeScreen {
  id: string
  path: string
  account: keyof typeof ACCOUNTS | null
  heading: RegExp
}

/** Signed out first, then each account's screens together: one sign-in per account. */
const ORDER = [null, 'agent', 'summit', 'underwriter'] as const

const containing = (title: string | RegExp) => (typeof title === 'string' ? new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : title)

/**
 * Every declared screen once, at the address its tests open it (e2e/screens, ADR 0097), as the first
 * account in ORDER that can open it there; its heading as Playwright's suites read it, a part of the name.
 */
export function screensToSmoke(): SmokeScreen[] {
  return eachScreenOnce(ORDER).map(({ id, href, account, title }) => ({ id, path: href, account, heading: containing(title) }))
}
