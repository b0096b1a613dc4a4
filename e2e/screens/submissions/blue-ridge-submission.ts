import type { Page } from '@playwright/test'
import { fillDriver } from '../../support/workspace.ts'

/** What the workspace's screens share in the suites: BR-10002/1, Blue Ridge's submission, and its done panel. */

export const SUBMISSION = '/submissions/BR-10002/1'
export const BR_10002 = { displayId: 'BR-10002', transactionId: 1 }
export const BLUE_RIDGE = ['agent', 'underwriter'] as const
export const donePanel = (page: Page) => page.getByTestId('done-panel')
/** The tests' new driver typed into the form. */
export const newDriver = (page: Page) => fillDriver(page)
