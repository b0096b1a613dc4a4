import { expect, test } from './support/fixtures.ts'
import { watchScreenRequests } from './support/screen-requests.ts'

// Whose request is it (e2e/support/screen-requests.ts)? A screen the address has just left is still drawn and may start one (a result
// page's next tax calculation as "Continue to full quote" is pressed): it is that screen's. Once the next screen has had time to replace
// it, the same request is the next screen's, and one it does not declare fails its row.
test('a request started as the address leaves a screen is that screen’s; later, the next one’s', async ({ page }) => {
  // Any document at the result's address: the watcher reads addresses, not what is drawn.
  await page.route('**/quotes/BR-10001', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>a result</title>' }))
  await page.goto('/quotes/BR-10001')
  const requests = watchScreenRequests(page, test.info(), 'whose request')
  /** A tax calculation from the page, once its end has reached the watcher. */
  const calculateTaxes = () =>
    Promise.all([
      page.waitForEvent('requestfinished', (request) => request.url().endsWith('/tax-calculations')),
      page.evaluate(() => fetch('/v1/submission/tax-calculations', { method: 'POST', body: '{}' }).then((answer) => answer.text())),
    ])
  await page.evaluate(() => history.pushState(null, '', '/quotes/new'))
  await calculateTaxes()
  expect(requests.end(), 'started as the result page was left').toEqual([])
  const later = watchScreenRequests(page, test.info(), 'whose request, later')
  await page.evaluate(() => history.pushState(null, '', '/quotes/BR-10001'))
  await page.evaluate(() => history.pushState(null, '', '/quotes/new'))
  await page.waitForTimeout(1500)
  await calculateTaxes()
  expect(later.end(), 'started long after').toEqual(['newQuote: calculateTaxes'])
})
