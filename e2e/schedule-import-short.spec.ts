import type { Page } from '@playwright/test'
import { expect, test, photo } from './support/fixtures.ts'
import { completeAnswers, openDraft } from './support/quote-drafts.ts'
import { SIXTY_UNITS } from './support/schedule-files.ts'

/** The height of the import's section (the page's "From a spreadsheet"), in CSS pixels. */
const importHeight = (page: Page) =>
  page.getByRole('region', { name: 'From a spreadsheet' }).evaluate((element) => Math.round(element.getBoundingClientRect().height))

test.describe('a long import preview is short (issue 31)', () => {
  test('sixty pasted units: the rows to fix first, the ready ones summed up; the preview’s height at 390 and 1280 px', async ({ page }, testInfo) => {
    await openDraft(page, completeAnswers(), 'vehicles')
    await page.getByRole('button', { name: 'Import vehicles from a spreadsheet' }).click()
    await page.getByLabel('Paste the vehicles from your spreadsheet, with the header row').fill(SIXTY_UNITS)
    await page.getByRole('button', { name: 'Read the pasted rows' }).click()
    await page.getByRole('button', { name: 'Use these columns' }).click()
    await expect(page.getByRole('heading', { name: 'Check the rows, then add them' })).toBeVisible()
    const heights: Record<number, number> = {}
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      heights[width] = await importHeight(page)
      await photo(page, `schedule-import-60-rows-${width}`)
    }
    testInfo.annotations.push({ type: 'height', description: `390: ${heights[390]} px, 1280: ${heights[1280]} px` })
    console.log(`60-row preview: ${heights[390]} px at 390, ${heights[1280]} px at 1280`)
    expect(heights[390]).toBeLessThanOrEqual(4000)
    expect(heights[1280]).toBeLessThanOrEqual(2500)
  })
})
