import { expect, type Locator, type Page } from '@playwright/test'
import { ACCOUNTS, openSignedIn, PASSWORD } from './fixtures.ts'
import { liveRegions } from './live-regions.ts'

/** Shared steps of an approval and of "Approve several" (docs/decisions/0065-approve-several.md). */

export const approvalAddress = (displayId: string) => `/submissions/${displayId}/2/cancel-approve`
/** The API's path of that approval (the sandbox's faults match it). */
export const approvalPath = (displayId: string) => `/v1/submission/${displayId}/2/cancel-approve`
export const APPROVE_SEVERAL = '/cancellations/approve-several'
/** The sandbox's "today" (its clock's date in UTC, real time after a reset) plus days, as the screen writes it. */
export function sandboxDay(plusDays: number): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.now() + plusDays * 86_400_000))
}

/** Counts the approvals the page sends from now on: in all (`count`) and per transaction (`perLine`, keyed `BR-20003/2`). */
export function countApprovals(page: Page) {
  const counter = { count: 0, perLine: {} as Record<string, number> }
  page.on('request', (request) => {
    const line = /\/v1\/submission\/([^/]+\/\d+)\/cancel-approve$/.exec(new URL(request.url()).pathname)?.[1]
    if (request.method() !== 'POST' || !line) return
    counter.count += 1
    counter.perLine[line] = (counter.perLine[line] ?? 0) + 1
  })
  return counter
}

/** Opens the approval of `displayId`'s transaction 2 signed in (the underwriter by default), counting the approvals sent from before it opens. */
export async function openApproval(page: Page, displayId: string, account: string = ACCOUNTS.underwriter) {
  const approvals = countApprovals(page)
  await openSignedIn(page, approvalAddress(displayId), account)
  return approvals
}

/** Opens the approval of `displayId` as `openApproval` does, approves it with what the form holds, and expects it approved. */
export async function openAndApprove(page: Page, displayId: string) {
  const approvals = await openApproval(page, displayId)
  await approve(page)
  await expectApproved(page)
  return approvals
}

/** Expects `locator` to contain each of `texts`. */
export async function expectSays(locator: Locator, ...texts: (string | RegExp)[]) {
  for (const text of texts) await expect(locator).toContainText(text)
}

export const approveButton = (page: Page) => page.getByRole('button', { name: 'Approve the cancellation…' })
export const confirmDialog = (page: Page) => page.getByRole('alertdialog', { name: /^Approve the cancellation of/ })
export const confirmButton = (page: Page) => confirmDialog(page).getByRole('button', { name: 'Approve and start the notice clocks' })
export const lastAttempt = (page: Page) => page.getByTestId('last-attempt')
/** Approve with what the form holds: the button, then the confirmation. */
export async function approve(page: Page) {
  await approveButton(page).click()
  await expect(confirmDialog(page)).toBeVisible()
  await confirmButton(page).click()
}

export async function expectApproved(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /^Cancellation approved: / })).toBeVisible()
  await expect(approveButton(page)).toHaveCount(0)
}

/** A colleague of the same agency approves `displayId`'s cancellation from another browser: this one keeps no record of it. */
export async function approvedByAColleague(page: Page, displayId: string) {
  const signedIn = await page.request.post('/v1/authentication', { data: { username: ACCOUNTS.agent, password: PASSWORD } })
  const { AccessToken } = (await signedIn.json()) as { AccessToken: string }
  const approved = await page.request.post(approvalPath(displayId), { data: {}, headers: { AccessToken } })
  expect(approved.status()).toBe(200)
}

/** Forgets what this browser keeps under the prefixes, so that a step starts again at a pending cancellation. */
export const forgetKept =
  (...prefixes: string[]) =>
  (page: Page) =>
    page.evaluate((prefixes) => {
      for (const key of Object.keys(localStorage)) if (prefixes.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key)
    }, prefixes)

export const lineOf = (page: Page, displayId: string) => page.getByTestId('batch-line').filter({ hasText: displayId })
/** Pastes the list and checks it; the list must be good. */
export async function checkedList(page: Page, text: string) {
  await page.getByLabel('The cancellations, one a line').fill(text)
  await page.getByRole('button', { name: 'Check the list' }).click()
  await expect(liveRegions(page).filter({ hasText: 'to approve, checked' })).toBeVisible()
}

export const approveThemAll = (page: Page) => page.getByRole('alertdialog').getByRole('button', { name: 'Approve them all and start the notice clocks' })
export const confirmList = async (page: Page) => {
  await page.getByRole('button', { name: /^Approve \d+ cancellations?…$/ }).click()
  await expect(page.getByRole('alertdialog', { name: /^Approve \d+ cancellations?\?$/ })).toBeVisible()
  await approveThemAll(page).click()
}
