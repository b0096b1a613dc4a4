import { expect, test } from './support/fixtures.ts'
import { catchFileChoosers } from './support/keyboard.ts'
import { writePage } from './support/reused-page.ts'

// A chooser opened before Playwright listens is cancelled by the browser (ADR 0118): caught from the page's start, it waits to be taken.
test('a file chooser opened by Space before it is asked for is caught, never answered by the browser', async ({ page }) => {
  const choosers = catchFileChoosers(page)
  await writePage(page, '<label>Schedule <input type="file"></label>')
  const fileBox = page.getByLabel('Schedule')
  await fileBox.evaluate((input) => input.addEventListener('cancel', () => input.setAttribute('data-cancelled-by-the-browser', '')))
  for (const name of ['first.csv', 'second.csv']) {
    await fileBox.focus()
    await page.keyboard.press('Space')
    await (await choosers.next()).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from('VIN\n') })
    expect(await fileBox.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(name)
  }
  await expect(fileBox).not.toHaveAttribute('data-cancelled-by-the-browser')
})
