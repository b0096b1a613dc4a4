import { expect, test } from './support/fixtures.ts'
import { catchFileChoosers } from './support/keyboard.ts'

/**
 * Why a key-opened file chooser once never came (ADR 0118): Playwright catches choosers only once the event
 * has a listener, and the browser answers one opened before that itself, by cancelling it. Caught from the
 * page's start, a chooser opened before the test asks for it is still there to take.
 */
test('a file chooser opened by Space before it is asked for is caught, never answered by the browser', async ({ page }) => {
  const choosers = catchFileChoosers(page)
  await page.setContent('<label>Schedule <input type="file"></label>')
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
