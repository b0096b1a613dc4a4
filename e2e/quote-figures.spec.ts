import type { Locator } from '@playwright/test'
import { expect, photo, test } from './support/fixtures.ts'
import { completeAnswers, continueTo, getThe, openDraft } from './support/quote-drafts.ts'
import { pdfTextLines } from '../sandbox/__tests__/pdf-text.ts'
import { usdotBox } from './support/carrier-census.ts'
import { back, does, focused, follow, titled } from './support/screen-steps.ts'

/** "$14,210.80" as 1421080 cents: figures are compared exactly, never as floats. */
const cents = (text: string) => {
  const match = /^\$([\d,]+)\.(\d{2})$/.exec(text.trim())
  if (!match) throw new Error(`Not an amount: ${text}`)
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2])
}

const asMoney = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })

/** The amount in a cell of the stacked coverage table (its column name sits in the cell, hidden from screen readers). */
async function amountIn(row: Locator, column: number): Promise<number> {
  const text = (await row.getByRole('cell').nth(column).textContent()) ?? ''
  return cents(text.replace(/^[^$]+/, ''))
}

/** Each row's cells as read on the page, without the column names stacked into them (hidden from sight or from readers). Runs in the page. */
function cellsAsRead(rows: Element[]) {
  const shown = (node: Node) => !(node instanceof Element && node.matches('.stack-label, .sr-only'))
  const textOf = (node: Node) => node.textContent
  const text = (cell: Element) => [...cell.childNodes].filter(shown).map(textOf).join('').trim()
  return rows.map((row) => [...row.querySelectorAll('th, td')].map(text).filter((cell, index) => index === 0 || cell !== ''))
}

test.describe('figures from a quote', () => {
  test('the result and its PDF show the same figures; the tax link hands over the premium and the insurer’s fees, names the broker fee: the calculator’s total is the quote’s total plus the taxes, to the cent', async ({
    page,
  }) => {
    // A Georgia fleet with a federal filing and broker fees on AL and APD: the total cost holds fees of every kind.
    await openDraft(page)
    const setTerms = page.getByRole('region', { name: 'Limits and deductibles you do not choose' })
    const apd = 'Auto physical damage (APD): $2,500 deductible, towing and storage $7,500 per vehicle marked for it'
    const mtc = 'Motor truck cargo (MTC): $100,000 limit, $1,000 deductible'
    await expect(setTerms.getByRole('listitem')).toHaveText(['Auto liability (AL): $1,000,000 limit', apd, mtc])
    await getThe('quote')(page)
    // On the page (the page for the insured, printed only, says it too).
    await expect(page.locator('#submission-result').getByText(/^Total cost is the premium, the insurer’s fees and the broker fee\./)).toBeVisible()
    // ADR 0052: the broker fee is not sent to the tax calculation, and the result says so.
    const taxes = page.getByRole('region', { name: 'Taxes and fees for the insured' })
    await expect(taxes).toContainText('The broker fee is not taxed here')
    await photo(page, 'quote-figures-01-result')
    // ADR 0085: the page's figures are the PDF's, line for line: heading, columns, each coverage and the total.
    const figures = page.getByRole('table', { name: 'Premiums and fees' })
    const pageRows = await figures.getByRole('row').evaluateAll(cellsAsRead)
    const pdf = await page.request.get((await page.getByRole('link', { name: /^Open the quote PDF/ }).getAttribute('href')) ?? '')
    const pdfLines = pdfTextLines(await pdf.body())
    expect(pdfLines).toContainEqual(['Premiums and fees'])
    expect(pageRows).toHaveLength(5)
    for (const row of pageRows) expect(pdfLines).toContainEqual(row)
    const brokerFees = { 'Auto liability (AL)': 25_000, 'Auto physical damage (APD)': 10_050 }
    for (const [coverage, brokerFee] of Object.entries(brokerFees)) {
      await taxes.getByText('Each tax, and what the calculations assume').click()
      const row = figures.getByRole('row', { name: new RegExp(`^${coverage.replace(/[()]/g, '\\$&')}`) })
      const [premium, insurerFees, broker, total] = [await amountIn(row, 0), await amountIn(row, 1), await amountIn(row, 2), await amountIn(row, 3)]
      expect(insurerFees).toBeGreaterThan(0)
      expect(broker).toBe(brokerFee)
      expect(premium + insurerFees + broker).toBe(total)
      await taxes.getByRole('link', { name: `Change the inputs in the tax calculator for ${coverage}` }).click()
      // Handed over as money.
      await expect(page.getByLabel('Premium')).toHaveValue(asMoney(premium))
      await expect(page.getByLabel('Insurer’s fees and charges')).toHaveValue(asMoney(insurerFees))
      await expect(page.getByTestId('broker-fee-note')).toContainText(`broker fee of $${(brokerFee / 100).toFixed(2)} is added`)
      await expect(page.getByTestId('tax-status')).toHaveText(/: total with taxes and fees \$[\d,]+\.\d{2}\.$/)
      const calculated = cents((await page.getByTestId('tax-total').textContent()) ?? '')
      expect(calculated).toBeGreaterThan(0)
      expect(cents((await page.getByTestId('insured-total').textContent()) ?? '')).toBe(total + calculated)
      if (coverage.startsWith('Auto liability')) await photo(page, 'quote-figures-02-calculator')
      await does(page, back, titled('Quote for'))
    }
  })

  test('loss years are named by their policy year and ask only the coverages requested; Change links say the question', async ({ page }) => {
    const answers = completeAnswers()
    answers.coverage.effectiveDate = `${answers.coverage.effectiveDate.slice(0, 4)}-12-01`
    const year = Number(answers.coverage.effectiveDate.slice(0, 4))
    await openDraft(page, answers, 'losses')
    const first = page.getByRole('group', { name: `Policy year ending December ${year}, the most recent` })
    await expect(first.getByRole('group')).toHaveText([/^Auto liability/, /^Auto physical damage/, /^Motor truck cargo/])
    await expect(page.getByRole('group', { name: `Policy year ending December ${year - 1}`, exact: true })).toBeVisible()
    await continueTo(page, 'Check your answers')
    await expect(page.getByRole('term').filter({ hasText: `Policy year ending December ${year - 1}` })).toBeVisible()
    await does(page, follow('Change USDOT number'), focused(usdotBox))
  })
})
