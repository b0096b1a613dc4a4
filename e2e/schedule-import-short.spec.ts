import { expect, test, photo } from './support/fixtures.ts'
import { completeAnswers, openDraft } from './support/quote-drafts.ts'
import { pasteRows, SIXTY_UNITS } from './support/schedule-files.ts'

test.describe('a long import preview is short (issue 31)', () => {
  test('sixty pasted units: the rows to fix first, the ready ones summed up; the preview’s height at 390 and 1280 px', async ({ page }, testInfo) => {
    await openDraft(page, completeAnswers(), 'vehicles')
    await pasteRows(page, 'vehicles', SIXTY_UNITS)
    await page.getByRole('button', { name: 'Use these columns' }).click()
    await expect(page.getByRole('heading', { name: 'Check the rows, then add them' })).toBeVisible()
    const preview = page.getByRole('region', { name: 'From a spreadsheet' })
    const heights: Record<number, number> = {}
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      heights[width] = await preview.evaluate((element) => Math.round(element.getBoundingClientRect().height))
      await photo(page, `schedule-import-60-rows-${width}`)
    }
    testInfo.annotations.push({ type: 'height', description: `390: ${heights[390]} px, 1280: ${heights[1280]} px` })
    expect(heights[390]).toBeLessThanOrEqual(4000)
    expect(heights[1280]).toBeLessThanOrEqual(2500)
  })
})
