import type { Page } from '@playwright/test'
import { daysFromToday } from './support/days.ts'
import { expect, test, openSignedIn, photo, summary } from './support/fixtures.ts'
import { CALCULATIONS, PREFILLED_TAX_CALCULATOR, premiumError, PREMIUM_REFUSED, refusalShown, status, texasLiability } from './screens/tax.ts'
import { fill, follow, key, showProblems, then } from './support/screen-steps.ts'
import { typeInto } from './support/keyboard.ts'

const EFFECTIVE = daysFromToday(30)
const total = (page: Page) => page.getByTestId('tax-total')

test.describe('the tax calculator', () => {
  test('computes as you type, and the lines follow the state', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openSignedIn(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tax calculator' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Tax and fee calculator' })).toBeVisible()
    await then(texasLiability, fill('Policy effective date', EFFECTIVE.iso), fill('Premium', '12,500'), fill('Insurer’s fees and charges', '150'))(page)
    const results = page.locator('#tax-summary')
    // (12500 + 150) x 4.85% = 613.525 -> 613.53; x 0.04% = 5.06.
    await expect(total(page)).toHaveText('$618.59')
    await expect(results.getByRole('rowheader', { name: 'Stamping fee (SLTX)' })).toBeVisible()
    await expect(results.getByRole('row', { name: /Surplus lines tax/ })).toContainText('4.85%')
    await expect(page.getByTestId('insured-total')).toHaveText('$13,268.59')
    await expect(status(page)).toHaveText('Texas, Auto liability: total with taxes and fees $13,268.59.')
    await page.getByLabel('Home state of the insured').selectOption('PA')
    // 12650 x 3% = 379.50, plus the PSLA's flat $20.
    await expect(total(page)).toHaveText('$399.50')
    await expect(results.getByRole('rowheader', { name: 'Stamping fee (PSLA), per filing' })).toBeVisible()
    await expect(results.getByRole('rowheader', { name: 'Stamping fee (SLTX)' })).toHaveCount(0)
    await expect(results.getByRole('heading', { name: 'Taxes and fees: Pennsylvania, Auto liability' })).toBeVisible()
    await photo(page, 'tax-03-pennsylvania')
    await results.getByRole('button', { name: 'Copy as text' }).click()
    await expect(results.getByText('Copied.')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('Taxes and fees: Pennsylvania, Auto liability')
    expect(copied).toContain('Stamping fee (PSLA), per filing (flat fee): $20.00')
    expect(copied).toContain('Total with taxes and fees: $13,049.50')
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
    await expect(results.getByRole('button', { name: 'Print' })).toBeHidden()
    await expect(total(page)).toBeVisible()
    await photo(page, 'tax-04-print')
  })

  test('shows a bad amount’s error on its field, from the form and from the service', async ({ page, sandbox }) => {
    await openSignedIn(page, PREFILLED_TAX_CALCULATOR)
    await expect(total(page)).toHaveText('$611.25')
    const premium = page.getByLabel('Premium')
    await then(fill('Premium', '12.345'), key('Tab'))(page)
    await expect(premium).toHaveAttribute('aria-invalid', 'true')
    await expect(premiumError(page)).toHaveText('Error: Use dollars and cents, with at most 2 decimals, like 1,250.50')
    await expect(status(page)).toHaveText('No figures until the premium is corrected.')
    await expect(total(page)).toHaveCount(0)
    await then(fill('Insurer’s fees and charges', '-5'), showProblems('Calculate'))(page)
    await expect(summary(page).getByRole('link', { name: 'The insurer’s fees and charges cannot be negative' })).toBeVisible()
    await follow((page) => summary(page).getByRole('link', { name: /at most 2 decimals/ }))(page)
    await expect(premium).toBeFocused()
    await sandbox.injectFault({ method: 'POST', path: CALCULATIONS, count: 1, ...PREMIUM_REFUSED })
    await then(fill('Premium', '9000'), fill('Insurer’s fees and charges', ''))(page)
    await refusalShown(page)
    await photo(page, 'tax-06-server-field-error')
    await premium.fill('9000.50')
    // 9000.50 x 4.85% = 436.52425 -> 436.52; x 0.04% = 3.6002 -> 3.60.
    await expect(total(page)).toHaveText('$440.12')
    await expect(premiumError(page)).toHaveCount(0)
  })

  test('fills in what a quote result passes in the address', async ({ page }) => {
    await openSignedIn(page, PREFILLED_TAX_CALCULATOR)
    await expect(page.getByLabel('Home state of the insured')).toHaveValue('TX')
    await expect(page.getByLabel('Coverage')).toHaveValue('AL')
    await expect(page.getByLabel('Policy effective date')).toHaveValue(EFFECTIVE.us)
    await expect(page.getByLabel('Premium')).toHaveValue('12,500.00')
    await expect(page.getByLabel('Quote created on')).not.toHaveValue('')
    await expect(total(page)).toHaveText('$611.25')
    await photo(page, 'tax-08-prefilled')
    await page.goto('/tax-calculator?state=ZZ&premium=12.345')
    await expect(page.getByLabel('Home state of the insured')).toHaveValue('')
    await expect(premiumError(page)).toContainText('at most 2 decimals')
  })

  test('can be used with the keyboard alone', async ({ page }) => {
    await openSignedIn(page, '/tax-calculator')
    await expect(page.getByRole('heading', { level: 1, name: 'Tax and fee calculator' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    await page.keyboard.press('Enter')
    for (const [label, typed] of Object.entries({ 'Home state of the insured': 'Montana', Coverage: 'Motor', 'Policy effective date': EFFECTIVE.digits })) {
      await page.keyboard.press('Tab')
      await expect(page.getByLabel(label)).toBeFocused()
      await page.keyboard.type(typed)
    }
    // Within three Tabs: a date input holds one more tab stop (its calendar button) after its last segment.
    await typeInto(page, page.getByLabel('Quote created on'), daysFromToday(0).digits, 3)
    await typeInto(page, page.getByLabel('Premium'), '1,250.5', 3)
    await page.keyboard.press('Enter')
    // Montana, quote created today (after SLIP+ began, 2026-01-01): 2.75% of 1250.50 = 34.38875 -> 34.39; SLIP+ 0.175% = 2.188375 -> 2.19.
    await expect(total(page)).toHaveText('$36.58')
    await expect(page.locator('#tax-summary').getByRole('rowheader', { name: 'SLIP+ transaction fee' })).toBeVisible()
    await expect(page.getByLabel('Home state of the insured')).toHaveValue('MT')
    await expect(page.getByLabel('Coverage')).toHaveValue('MTC')
  })
})
