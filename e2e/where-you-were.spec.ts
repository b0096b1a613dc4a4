import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, heading, PASSWORD, test } from './support/fixtures.ts'
import { completeAnswers, seedDraft, seedResult } from './support/quote-drafts.ts'
import { liveRegions } from './support/live-regions.ts'

/** Every key this browser keeps for the account's drafts and results. */
const keptFor = (page: Page, account: string) =>
  page.evaluate((who) => Object.keys(localStorage).filter((key) => key.includes(`.${who}/`) || key.endsWith(`.${who}`)), account)

test.describe('where you were', () => {
  test('home lists unfinished drafts, newest first, with the insured and the step, beside the results', async ({ page, signInQuickly }) => {
    await signInQuickly(page)
    const unnamed = { ...completeAnswers(), insured: { ...completeAnswers().insured, legalName: '' } }
    await seedDraft(page, ACCOUNTS.agent, 'indication', unnamed, 'coverage', { savedAt: new Date(Date.now() - 3_600_000) })
    await seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'vehicles')
    await seedResult(page, ACCOUNTS.agent)
    await page.goto('/')
    const drafts = page.getByRole('region', { name: 'Unfinished drafts' })
    await expect(drafts.getByRole('listitem')).toHaveText([
      /^Quote for Peach State Freight LLCOn the step “Vehicles” · saved/,
      /^Indication without an insured name yetOn the step “Coverages” · saved/,
    ])
    const results = page.getByRole('region', { name: 'Your recent quotes and indications' })
    await expect(results.getByRole('link')).toHaveText(['Quote BR-30001: Peach State Freight LLC'])
    await drafts.getByRole('link', { name: 'Quote for Peach State Freight LLC' }).click()
    await expect(heading(page)).toContainText('Vehicles')
  })

  test('signing out says what stays in this browser, and deletes it on request', async ({ page, signIn }) => {
    await signIn(page)
    await seedDraft(page, ACCOUNTS.agent, 'quote', completeAnswers(), 'vehicles')
    await seedResult(page, ACCOUNTS.agent)
    await page.getByRole('button', { name: 'Sign out' }).click()
    const notice = liveRegions(page).filter({ hasText: 'You have signed out' })
    const deleteThem = notice.getByRole('button', { name: 'Delete them from this browser' })
    await expect(notice).toContainText('stay in this browser for 30 days')
    // Kept: Escape answers "keep".
    await deleteThem.click()
    const dialog = page.getByRole('dialog', { name: 'Delete your drafts and results from this browser?' })
    await expect(dialog.getByRole('button', { name: 'Keep them' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(deleteThem).toBeFocused()
    expect(await keptFor(page, ACCOUNTS.agent)).toHaveLength(2)
    await deleteThem.click()
    await dialog.getByRole('button', { name: 'Delete them' }).click()
    await expect(notice).toContainText('deleted from this browser')
    await expect(notice.getByText('Your drafts and recent results are deleted')).toBeFocused()
    expect(await keptFor(page, ACCOUNTS.agent)).toEqual([])
  })

  test('in sandbox mode the sign-in page lists the sandbox accounts under the form, moving nothing (CLS under 0.02)', async ({ page, checkA11y }) => {
    // Every layout shift from the first paint on, as the Cumulative Layout Shift counts them.
    await page.addInitScript(() => {
      const page = window as unknown as { layoutShift: number }
      page.layoutShift = 0
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!shift.hadRecentInput) page.layoutShift += shift.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/sign-in')
      const accounts = page.getByRole('region', { name: 'Sandbox accounts' })
      await expect(accounts.getByRole('listitem')).toHaveCount(3)
      await expect(accounts).toContainText(ACCOUNTS.summit)
      await expect(accounts).toContainText(`Password ${PASSWORD}`)
      await expect(page.getByRole('banner').getByRole('link', { name: /^Sandbox console/ })).toBeVisible()
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.02)
    }
    // At 390 px: the sweeps run axe at 1280.
    await checkA11y(page, 'sign-in with the sandbox accounts')
  })
})
