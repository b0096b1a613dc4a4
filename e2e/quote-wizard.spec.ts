import type { Page } from '@playwright/test'
import { chooseOption, pressEnterOn, pressSpaceOn, tabTo, typeDate, typeInto } from './support/keyboard.ts'
import { expect, heading, openSignedIn, photo, test } from './support/fixtures.ts'
import { field } from './support/workspace.ts'
import { daysFromToday } from './support/days.ts'
import { GARAGE, INSURED, VEHICLE, VEHICLE_VIN_BAD_CHECK_DIGIT } from './support/quote-data.ts'

const INSURED_BOXES = {
  'USDOT number': INSURED.dotNumber,
  'Legal name of the business': INSURED.legalName,
  Years: INSURED.years,
  'Months (optional)': INSURED.months,
}
const GARAGE_BOXES = { 'Street address': GARAGE.street, City: GARAGE.city, State: GARAGE.state, 'ZIP code': GARAGE.zip, 'County (optional)': GARAGE.county }
const TRAILER = { VIN: '1UYVS2531KU123456', 'Model year': '2017', Make: 'Utility', Model: '4000D-X', Value: '32000', 'Trailer type': 'Refrigerated (reefer)' }
const COVERAGES = ['Auto liability (AL)', 'Auto physical damage (APD)', 'Motor truck cargo (MTC)']

/** Each answer typed into its box (in `group`) by keyboard alone: a list's option by its label, a date as its digits. */
async function answerByKeyboard(page: Page, answers: Record<string, string>, group?: string) {
  for (const [label, value] of Object.entries(answers)) {
    const box = field(page, label, group)
    if (/^\d\d\/\d\d\/\d{4}$/.test(value)) await typeDate(page, box, value)
    else if (await box.evaluate((element) => element.tagName === 'SELECT')) await chooseOption(page, box, value)
    else await typeInto(page, box, value)
  }
}

async function continueByKeyboard(page: Page, nextHeading: string | RegExp) {
  await pressEnterOn(page, page.getByRole('button', { name: 'Continue' }))
  await expect(heading(page)).toContainText(nextHeading)
  await expect(heading(page)).toBeFocused()
}

const tick = (page: Page, name: string, role: 'checkbox' | 'switch' = 'checkbox') => pressSpaceOn(page, page.getByRole(role, { name }))

async function cargoByKeyboard(page: Page) {
  await chooseOption(page, page.getByLabel('Commodity').first(), 'Building materials')
  await typeInto(page, page.getByLabel('Share of loads').first(), '70')
  await pressEnterOn(page, page.getByRole('button', { name: 'Add another commodity' }))
  await expect(page.getByLabel('Commodity').nth(1)).toBeFocused()
  await chooseOption(page, page.getByLabel('Commodity').nth(1), 'Frozen or refrigerated goods')
  await typeInto(page, page.getByLabel('Share of loads').nth(1), '30')
  // Frozen goods need refrigeration: on already when the operations include refrigerated freight.
  const refrigeration = page.getByRole('switch', { name: 'Some loads need refrigeration' })
  if (!(await refrigeration.isChecked())) await pressSpaceOn(page, refrigeration)
  await expect(refrigeration).toBeChecked()
}

/** The retail agent step: Tab lands on the first choice, and the arrow keys move the choice, as in any radio group. */
async function retailAgencyByKeyboard(page: Page) {
  await tabTo(page, page.getByRole('radio', { name: 'Yes, we are a wholesale broker' }))
  await page.keyboard.press('ArrowDown')
}

test.describe('the quote and indication wizard', () => {
  // Keyboard-only walks through 13 pages on a shared, busy machine.
  test.describe.configure({ timeout: 180_000 })

  test('a quick indication, by keyboard alone, from the home page to its price: no schedule, the counts and values', async ({ page }) => {
    await openSignedIn(page, '/')
    await pressEnterOn(page, page.getByRole('link', { name: 'Get an indication' }))
    await expect(heading(page)).toContainText('About the insured')
    await answerByKeyboard(page, INSURED_BOXES)
    await continueByKeyboard(page, 'Garage, mailing and shipping addresses')
    await answerByKeyboard(page, GARAGE_BOXES, 'Garage address')
    await expect(page.getByRole('switch', { name: 'Same as the garage address' })).toHaveCount(2)
    await continueByKeyboard(page, 'Coverages and effective date')
    await tick(page, 'Auto liability (AL)')
    // Priced before fees, an indication asks no broker fee.
    await expect(page.getByLabel(/^Broker fee/)).toHaveCount(0)
    await tick(page, 'Motor truck cargo (MTC)')
    await typeDate(page, field(page, 'Effective date'), daysFromToday(14).us)
    await continueByKeyboard(page, 'Operations and filings')
    await tick(page, 'Intermediate, 51 to 200 miles')
    await tick(page, 'Refrigerated freight')
    await tick(page, 'Needs a federal auto liability filing', 'switch')
    await continueByKeyboard(page, 'How far the trucks travel')
    await answerByKeyboard(page, { 'Up to 50 miles': '20', '51 to 200 miles': '60', '201 to 500 miles': '20' })
    await expect(page.getByText('Total so far: 100%')).toBeVisible()
    await continueByKeyboard(page, 'What the trucks haul')
    // Refrigerated freight ticked among the operations turned refrigeration on.
    await expect(page.getByRole('switch', { name: 'Some loads need refrigeration' })).toBeChecked()
    await cargoByKeyboard(page)
    // A quick indication asks no schedule: the counts and values price it.
    await continueByKeyboard(page, 'Loss history')
    await expect(page.getByRole('navigation', { name: 'New indication steps' }).getByText('Vehicles')).toHaveCount(0)
    await continueByKeyboard(page, 'Retail agent')
    await retailAgencyByKeyboard(page)
    await expect(page.getByRole('radio', { name: 'No, we are the retail agency' })).toBeChecked()
    await continueByKeyboard(page, 'Trucks, trailers and limits')
    const fleet = { 'Number of trucks': '10', 'Total value of the trucks': '850000', 'Number of trailers (optional)': '5' }
    await answerByKeyboard(page, { ...fleet, 'Total value of the trailers (optional)': '160000' })
    // The limit set in advance reads as money, and typing over it replaces it whole.
    await expect(field(page, 'Auto liability limit')).toHaveValue('1,000,000')
    await typeInto(page, field(page, 'Auto liability limit'), '2m')
    await expect(page.getByText('Read as $2,000,000.00')).toBeVisible()
    await continueByKeyboard(page, 'Check your answers before getting the indication')
    await expect(page.getByText('10 trucks, worth $850,000')).toBeVisible()
    await expect(page.getByText(INSURED.legalName)).toBeVisible()
    await photo(page, 'quote-wizard-indication-check-your-answers')
    await pressEnterOn(page, page.getByRole('button', { name: 'Get the indication' }))
    await expect(heading(page)).toHaveText(`Indication for ${INSURED.legalName}`)
    await expect(page.getByText('Indication', { exact: true })).toBeVisible()
    const coverages = page.getByRole('table', { name: 'Premiums', exact: true })
    await expect(coverages.getByRole('row', { name: /Auto liability \(AL\)/ })).toBeVisible()
    // Priced before fees: the taxes are on the premium alone.
    await expect(page.getByTestId('result-taxes-status')).toHaveText('Taxes and fees calculated for every coverage.')
    await expect(page.getByRole('region', { name: 'Taxes and fees for the insured' })).toContainText('on each coverage’s premium')
    // Said before carrying: the limit a quote cannot carry, beside the quote's.
    const notCarried = page.getByRole('region', { name: 'Not carried to a full quote' })
    await expect(notCarried.getByText('Auto liability limit').locator('xpath=..')).toContainText('This indication: $2,000,000A full quote: $1,000,000')
    await expect(notCarried.getByText('Trucks and trailers').locator('xpath=..')).toContainText('10 trucks worth $850,000 and 5 trailers worth $160,000')
  })

  test('a quote, by keyboard alone, confirming a VIN whose check digit does not match, with its PDF', async ({ page }) => {
    await openSignedIn(page, '/')
    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New quote' }))
    await page.keyboard.press('Enter')
    await expect(heading(page)).toContainText('About the insured')
    await answerByKeyboard(page, INSURED_BOXES)
    await continueByKeyboard(page, 'Garage and mailing addresses')
    await answerByKeyboard(page, GARAGE_BOXES, 'Garage address')
    // The mailing address is a PO box: the switch off shows its own fields.
    await tick(page, 'Same as the garage address', 'switch')
    await answerByKeyboard(page, { 'Street address': 'PO Box 4410', City: 'Atlanta', State: 'Georgia', 'ZIP code': '30302' }, 'Mailing address')
    await photo(page, 'quote-wizard-quote-addresses-with-a-mailing-address')
    await continueByKeyboard(page, 'Coverages and effective date')
    for (const coverage of [...COVERAGES, 'Uninsured and underinsured motorist (UM/UIM)']) await tick(page, coverage)
    await typeInto(page, field(page, 'Broker fee for APD (optional)'), '100')
    await typeDate(page, field(page, 'Effective date'), daysFromToday(30).us)
    await photo(page, 'quote-wizard-quote-coverages-with-um')
    await continueByKeyboard(page, 'Operations and filings')
    await tick(page, 'Long haul, over 200 miles')
    // Enter on a tick box continues, as in a text box (the page says so, ADR 0044).
    await expect(page.getByText('Pressing Enter in a text box or tick box also continues.')).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(heading(page)).toContainText('How far the trucks travel')
    await expect(page.getByRole('checkbox', { name: 'Long haul, over 200 miles' })).toHaveCount(0)
    await answerByKeyboard(page, { '201 to 500 miles': '45.5', 'Over 500 miles': '54.5' })
    await continueByKeyboard(page, 'What the trucks haul')
    await cargoByKeyboard(page)
    await continueByKeyboard(page, 'Terminals')
    await pressEnterOn(page, page.getByRole('button', { name: 'Add a terminal' }))
    await answerByKeyboard(page, { 'Street address': '455 Industrial Park Dr', City: 'Macon', State: 'Georgia', 'ZIP code': '31206' }, 'Terminal 1')
    await continueByKeyboard(page, 'Vehicles')
    // A quote starts with one vehicle row to type into.
    const vehicle = { VIN: VEHICLE_VIN_BAD_CHECK_DIGIT, 'Model year': VEHICLE.year, Make: VEHICLE.make, Model: VEHICLE.model, Value: VEHICLE.value }
    await answerByKeyboard(page, { ...vehicle, 'Weight class': VEHICLE.weightClass, 'Body type': VEHICLE.body }, 'Vehicle 1')
    await tick(page, 'Include towing with physical damage', 'switch')
    await pressEnterOn(page, page.getByRole('button', { name: 'Continue' }))
    const summary = page.getByRole('region', { name: 'There is a problem' })
    await expect(summary).toBeFocused()
    await expect(summary).toContainText('Vehicle 1: The check digit (9th character) does not match')
    await tick(page, 'I have checked this VIN')
    await continueByKeyboard(page, 'Trailers')
    await pressEnterOn(page, page.getByRole('button', { name: 'Add a trailer' }))
    await answerByKeyboard(page, TRAILER, 'Trailer 1')
    await continueByKeyboard(page, 'Drivers')
    const driver = { 'First name': 'Dana', 'Last name': 'Whitfield', 'License state': 'Georgia', 'CDL number': '054123987' }
    await answerByKeyboard(page, { ...driver, 'Date of birth': '03/15/1979', 'Years of CDL experience': '18', Violations: '1' }, 'Driver 1')
    await tick(page, 'This driver owns the business', 'switch')
    await continueByKeyboard(page, 'Loss history')
    await pressEnterOn(page, page.getByRole('button', { name: 'Add a year of losses' }))
    const lossYear = page.getByRole('group', { name: /^Policy year ending [A-Z][a-z]+ \d{4}, the most recent$/ })
    await typeInto(page, lossYear.getByRole('group', { name: 'Auto liability' }).getByLabel('Claims'), '1')
    await typeInto(page, lossYear.getByRole('group', { name: 'Auto liability' }).getByLabel('Paid'), '12,500')
    await continueByKeyboard(page, 'Retail agent')
    await retailAgencyByKeyboard(page)
    await continueByKeyboard(page, 'Check your answers before getting the quote')
    await expect(page.getByText('VIN 1FUJGLDR4CLBP8834')).toBeVisible()
    await expect(page.getByText('AL: 1 claim, $12,500 paid')).toBeVisible()
    await pressEnterOn(page, page.getByRole('button', { name: 'Get the quote' }))
    await expect(heading(page)).toHaveText(`Quote for ${INSURED.legalName}`)
    await expect(page.getByText('Quoted', { exact: true })).toBeVisible()
    for (const coverage of COVERAGES) {
      await expect(
        page.getByRole('table', { name: 'Premiums and fees' }).getByRole('row', { name: new RegExp(coverage.replace(/[()]/g, '\\$&')) }),
      ).toBeVisible()
    }
    // The tax lines fold under the totals: opened by keyboard, they hold each coverage's way to the calculator.
    await pressEnterOn(page, page.getByText('Each tax, and what the calculations assume'))
    const taxes = page.getByRole('link', { name: 'Change the inputs in the tax calculator for Auto liability (AL)' })
    const handedOver = '^/tax-calculator\\?state=GA&effective_date=\\d{4}-\\d{2}-\\d{2}&coverage_type=AL&premium=\\d+\\.\\d{2}&insurer_fees=\\d+\\.\\d{2}'
    await expect(taxes).toHaveAttribute('href', new RegExp(`${handedOver}&quote_created_at=\\d{4}-\\d{2}-\\d{2}T[^&]+$`))
    const pdfLink = page.getByRole('link', { name: 'Open the quote PDF (opens in a new tab)' })
    await expect(pdfLink).toHaveAttribute('target', '_blank')
    const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '')
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    // The result is kept: it survives a reload and is listed on the home page.
    const number = (await page.getByTestId('submission-number').textContent()) ?? ''
    await page.reload()
    await expect(page.getByTestId('submission-number')).toHaveText(number)
    await page.getByRole('link', { name: 'Home', exact: true }).click()
    await expect(page.getByRole('link', { name: `Quote ${number}: ${INSURED.legalName}` })).toBeVisible()
  })
})
