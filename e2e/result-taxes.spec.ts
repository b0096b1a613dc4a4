import type { Locator, Page } from '@playwright/test'
import { expect, heading, photo, test } from './support/fixtures.ts'
import { openDraft } from './support/quote-drafts.ts'
import { INSURED } from './support/quote-data.ts'

const COVERAGES = ['Auto liability (AL)', 'Auto physical damage (APD)', 'Motor truck cargo (MTC)']
const dollars = (text: string | null) => (text ?? '').replace(/[^\d.]/g, '')
const asMoney = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`
const lastCell = (row: Locator) => row.getByRole('cell').last()
const named = (coverage: string) => new RegExp(coverage.replace(/[()]/g, '\\$&'))

async function getQuote(page: Page) {
  await openDraft(page)
  await page.getByRole('button', { name: 'Get the quote' }).click()
  await expect(heading(page)).toHaveText(`Quote for ${INSURED.legalName}`)
}

test.describe('a result priced with its taxes', () => {
  // A quote, then up to three calculations in a row and full-page photographs, on a shared, busy machine.
  test.describe.configure({ timeout: 90_000 })
  test('the result page shows the taxes of each coverage, a total per coverage and a grand total; copied, printed, and the same in the calculator', async ({
    page,
    context,
    checkA11y,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await getQuote(page)
    const taxes = page.getByRole('region', { name: 'Taxes and fees for the insured' })
    await expect(taxes.getByTestId('result-taxes-status')).toHaveText('Taxes and fees calculated for every coverage.')
    await taxes.getByText('Each tax, and what the calculations assume').click()
    const taxesOf = (coverage: string) => taxes.getByRole('table', { name: `Taxes and fees: ${coverage}` })
    for (const coverage of COVERAGES) await expect(taxesOf(coverage).getByRole('rowheader', { name: /Surplus lines tax/ })).toBeVisible()
    const totals = taxes.getByRole('table', { name: 'What the insured pays for each coverage, with taxes and fees' })
    const perCoverage = await Promise.all(COVERAGES.map((coverage) => lastCell(totals.getByRole('row', { name: named(coverage) })).textContent()))
    const sumInCents = perCoverage.reduce((sum, text) => sum + Math.round(Number(dollars(text)) * 100), 0)
    await expect(taxes.getByTestId('grand-total')).toContainText(asMoney(sumInCents / 100))
    await taxes.getByRole('button', { name: 'Copy the taxes as text' }).click()
    await expect(taxes.getByText('Copied.')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    for (const text of [`for ${INSURED.legalName}`, 'Taxes and fees of Georgia', ...COVERAGES, 'The quote itself is the service’s PDF of quote'])
      expect(copied).toContain(text)
    expect(copied).toMatch(/Total with taxes, all coverages: \$[\d,]+\.\d{2}/)
    expect(copied).toMatch(/^Quote date: /m)
    // Printed, the result is one page for the insured: the figures with their taxes, per coverage and for all, the terms,
    // the assumptions, the number and date, and what the quote itself is; nothing of the page behind it.
    const printout = page.getByRole('region', { name: 'Quote for the insured' })
    await expect(printout).toBeHidden()
    const grandTotal = (await taxes.getByTestId('grand-total').textContent()) ?? ''
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(taxes).toBeHidden()
    await expect(printout.getByRole('heading', { name: new RegExp(`^Quote BR-\\d+ for ${INSURED.legalName}$`) })).toBeVisible()
    await expect(printout.getByText(/^Quote date$/)).toBeVisible()
    const paid = printout.getByRole('table', { name: 'What the insured pays' })
    for (const coverage of COVERAGES) await expect(paid.getByRole('rowheader', { name: coverage })).toBeVisible()
    await expect(lastCell(paid.getByRole('row', { name: /^Total, all coverages/ }))).toHaveText(grandTotal)
    await expect(printout.getByRole('table', { name: 'Limits and deductibles' })).toBeVisible()
    await expect(printout.getByRole('heading', { name: 'What the taxes assume' })).toBeVisible()
    await expect(printout).toContainText('The quote itself is the service’s PDF of quote')
    await photo(page, 'result-taxes-02-print')
    await page.emulateMedia({ media: 'screen' })
    // At 320 px, with the taxes open: the sweeps run axe at 1280.
    await page.setViewportSize({ width: 320, height: 800 })
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await taxes.scrollIntoViewIfNeeded()
    await checkA11y(page, 'quote result with taxes at 320 px', 'result-taxes-04-320px')
    await page.setViewportSize({ width: 1280, height: 800 })
    // The calculator stays the place to change the inputs, and starts from the same figures.
    await taxes.getByRole('link', { name: 'Change the inputs in the tax calculator for Auto liability (AL)' }).click()
    await expect(heading(page)).toHaveText('Tax and fee calculator')
    await expect(page.getByTestId('insured-total')).toHaveText(asMoney(Number(dollars(perCoverage[0] ?? null))))
  })

  test('a 429 from the tax endpoint is waited out, and the page says so', async ({ page, sandbox }) => {
    const body = { message: 'Too many tax calculations for this quote. Try again in 3 seconds.' }
    await sandbox.injectFault({ method: 'POST', path: '/v1/submission/tax-calculations', status: 429, count: 1, headers: { 'Retry-After': '3' }, body })
    await page.clock.install()
    await getQuote(page)
    const status = page.getByTestId('result-taxes-status')
    await expect(status).toHaveText('The tax service asked us to slow down: the taxes of auto liability (1 of 3) follow after the wait.')
    await expect(page.getByText(/The service asked us to slow down\. Trying again in \d s/)).toBeVisible()
    // The Retry-After's 3 s, moved on the page's clock instead of waited for.
    await page.clock.runFor(3000)
    await expect(status).toHaveText('Taxes and fees calculated for every coverage.')
  })
})

/** The words of the result's sentences: its paragraphs, not its headings, tables, values or controls. */
const sentenceWords = async (page: Page) => {
  const words = (await page.locator('#submission-result p').allInnerTexts()).join(' ').split(/\s+/)
  return words.filter((word) => /[a-z]/i.test(word)).length
}

test.describe('the result’s main actions', () => {
  test('the PDF and the copy of the number sit in the first screenful at 1280 and 390 px; the result says what it must, short', async ({ page }) => {
    await getQuote(page)
    await expect(page.getByTestId('result-taxes-status')).toHaveText('Taxes and fees calculated for every coverage.')
    // Before the cut: 363 words and 2,868 px at 1280 (5,430 at 390); after: 85 words and 1,631 px (3,159).
    expect(await sentenceWords(page)).toBeLessThanOrEqual(120)
    const actions = [page.getByRole('link', { name: 'Open the quote PDF (opens in a new tab)' }), page.getByRole('button', { name: 'Copy the number' })]
    for (const [width, height, tallest] of [
      [1280, 800, 2000],
      [390, 844, 3700],
    ] as const) {
      await page.setViewportSize({ width, height })
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(tallest)
      await page.evaluate(() => window.scrollTo(0, 0))
      for (const action of actions) await expect(action).toBeInViewport()
    }
  })
})
