import { expect, type Page } from '@playwright/test'
import { ACCOUNTS, PASSWORD } from './fixtures.ts'

/** Shared steps of the cancel-approve specs. */

/** The sandbox's "today" (its clock's date in UTC, real time after a reset) plus days, as the screen writes it. */
export function sandboxDay(plusDays: number): string {
  const day = new Date(Date.now() + plusDays * 86_400_000)
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(day)
}

/** Counts the approvals the page sends (POST .../cancel-approve), from now on. */
export function countApprovals(page: Page) {
  const counter = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/cancel-approve')) counter.count += 1
  })
  return counter
}

export const approveButton = (page: Page) => page.getByRole('button', { name: 'Approve the cancellation…' })
export const confirmDialog = (page: Page) => page.getByRole('alertdialog', { name: /^Approve the cancellation of/ })
export const confirmButton = (page: Page) => confirmDialog(page).getByRole('button', { name: 'Approve and start the notice clocks' })

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
export async function approvedByAColleague(page: Page, displayId: string, body: Record<string, unknown> = {}) {
  const signedIn = await page.request.post('/v1/authentication', { data: { username: ACCOUNTS.agent, password: PASSWORD } })
  const { AccessToken } = (await signedIn.json()) as { AccessToken: string }
  const approved = await page.request.post(`/v1/submission/${displayId}/2/cancel-approve`, { data: body, headers: { AccessToken } })
  expect(approved.status()).toBe(200)
}

/** Forgets what this browser keeps of earlier steps' approvals (approvals, drafts), so each step starts at a pending cancellation. */
export async function forgetApprovals(page: Page) {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('portal.cancel-')) localStorage.removeItem(key)
  })
}
