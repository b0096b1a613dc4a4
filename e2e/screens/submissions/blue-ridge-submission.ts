import type { Page } from '@playwright/test'
import type { SweptKind } from '../../support/record-kinds-swept.ts'
import { then, type Step } from '../../support/screen-steps.ts'
import type { StorageWrite } from '../../support/screen-tests.ts'
import { fillDriver } from '../../support/workspace.ts'

/** What the workspace's screens share in the suites: BR-10002/1, Blue Ridge's submission, and its done panel. */
export const SUBMISSION = '/submissions/BR-10002/1'
export const BR_10002 = { displayId: 'BR-10002', transactionId: 1 }
export const BLUE_RIDGE = ['agent', 'underwriter'] as const
export const donePanel = (page: Page) => page.getByTestId('done-panel')
/** The tests' new driver typed into the form, as a step (whose second argument is the sandbox, not a driver). */
export const newDriver = (page: Page) => fillDriver(page)

/** The storage sweep's entry for an agent on `open`, whose steps write `kind`. */
export const writes = (name: string, kind: SweptKind, open: string, ...steps: Step[]): StorageWrite => ({
  name,
  writes: [kind],
  account: 'agent',
  open,
  check: then(...steps),
})
