import type { Page } from '@playwright/test'
import { chooseOption, pressEnterOn, pressSpaceOn, tabTo, typeDate, typeInto } from './support/keyboard.ts'
import { expect, heading, openSignedIn, photo, summary, test } from './support/fixtures.ts'
import { daysFromToday } from './support/days.ts'
import { GARAGE, INSURED, VEHICLE, VEHICLE_VIN_BAD_CHECK_DIGIT } from './support/quote-data.ts'
import { does, enters, field, focused, headed, key, reload, sees, titled } from './support/screen-steps.ts'

const INSURED_BOXES = { 'USDOT number': INSURED.dotNumber, 'Legal name of the business': INSURED.legalName, Years: INSURED.years }
const GARAGE_BOXES = { 'Street address': GARAGE.street, City: GARAGE.city, State: GARAGE.state, 'ZIP code': GARAGE.zip, 'County (optional)': GARAGE.county }
const TRAILER = { VIN: '1UYVS2531KU123456', 'Model year': '2017', Make: 'Utility', Model: '4000D-X', Value: '32000', 'Trailer type': 'Refrigerated (reefer)' }
const COVERAGES = ['Auto liability (AL)', 'Auto physical damage (APD)', 'Motor truck cargo (MTC)']

/** Each answer typed into its box (in `group`) by keyboard alone: a list's option by its label, a date as its digits. */
const answers = (boxes: Record<string, string>, group?: string) => async (page: Page) => {
  for (const [label, value] of Object.entries(boxes)) {
    const box = field(page, label, group)
    if (/^\d\d\/\d\d\/\d{4}$/.test(value)) await typeDate(page, box, value)
    else if (await box.evaluate((element) => element.tagName === 'SELECT')) await chooseOption(page, box, value)
    else await typeInto(page, box, value)
  }
}
const insured = answers({ ...INSURED_BOXES, 'Months (optional)': INSURED.months })

/** Enter on Continue: the next step, whose heading takes the focus. */
const next = (title: string) => async (page: Page) => {
  await pressEnterOn(page, page.getByRole('button', { name: 'Continue' }))
  await expect(heading(page)).toContainText(title)
  await expect(heading(page)).toBeFocused()
}

const tick = (name: string) => (page: Page) => pressSpaceOn(page, page.getByRole('checkbox', { name }))
const toggle = (name: string) => (page: Page) => pressSpaceOn(page, page.getByRole('switch', { name }))
const typed = (label: string, text: string) => (page: Page) => typeInto(page, field(page, label), text)
const checked = (role: 'radio' | 'switch', name: string) => (page: Page) => expect(page.getByRole(role, { name })).toBeChecked()

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
    await does(page, enters('link', 'Get an indication'), titled('About the insured'), insured, next('Garage, mailing and shipping addresses'))
    await does(page, answers(GARAGE_BOXES, 'Garage address'), (page) => expect(page.getByRole('switch', { name: 'Same as the garage address' })).toHaveCount(2))
    // Priced before fees, an indication asks no broker fee.
    await does(page, next('Coverages and effective date'), tick('Auto liability (AL)'), (page) => expect(page.getByLabel(/^Broker fee/)).toHaveCount(0))
    await does(page, tick('Motor truck cargo (MTC)'), answers({ 'Effective date': daysFromToday(14).us }), next('Operations and filings'))
    await does(page, tick('Intermediate, 51 to 200 miles'), tick('Refrigerated freight'), toggle('Needs a federal auto liability filing'))
    await does(page, next('How far the trucks travel'), answers({ 'Up to 50 miles': '20', '51 to 200 miles': '60', '201 to 500 miles': '20' }))
    // Refrigerated freight ticked among the operations turned refrigeration on.
    await does(page, sees('Total so far: 100%'), next('What the trucks haul'), checked('switch', 'Some loads need refrigeration'), cargoByKeyboard)
    // A quick indication asks no schedule: the counts and values price it.
    await does(page, next('Loss history'), (page) =>
      expect(page.getByRole('navigation', { name: 'New indication steps' }).getByText('Vehicles')).toHaveCount(0),
    )
    await does(page, next('Retail agent'), retailAgencyByKeyboard, checked('radio', 'No, we are the retail agency'), next('Trucks, trailers and limits'))
    const fleet = { 'Number of trucks': '10', 'Total value of the trucks': '850000', 'Number of trailers (optional)': '5' }
    await answers({ ...fleet, 'Total value of the trailers (optional)': '160000' })(page)
    // The limit set in advance reads as money, and typing over it replaces it whole.
    await expect(field(page, 'Auto liability limit')).toHaveValue('1,000,000')
    await does(page, typed('Auto liability limit', '2m'), sees('Read as $2,000,000.00'), next('Check your answers before getting the indication'))
    await does(page, sees('10 trucks, worth $850,000'), sees(INSURED.legalName))
    await photo(page, 'quote-wizard-indication-check-your-answers')
    await does(page, enters('button', 'Get the indication'), headed(`Indication for ${INSURED.legalName}`))
    await expect(page.getByText('Indication', { exact: true })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Premiums', exact: true }).getByRole('row', { name: /Auto liability \(AL\)/ })).toBeVisible()
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
    await does(page, key('Enter'), titled('About the insured'), insured, next('Garage and mailing addresses'), answers(GARAGE_BOXES, 'Garage address'))
    // The mailing address is a PO box: the switch off shows its own fields.
    await toggle('Same as the garage address')(page)
    await answers({ 'Street address': 'PO Box 4410', City: 'Atlanta', State: 'Georgia', 'ZIP code': '30302' }, 'Mailing address')(page)
    await photo(page, 'quote-wizard-quote-addresses-with-a-mailing-address')
    await next('Coverages and effective date')(page)
    for (const coverage of [...COVERAGES, 'Uninsured and underinsured motorist (UM/UIM)']) await tick(coverage)(page)
    await does(page, typed('Broker fee for APD (optional)', '100'), answers({ 'Effective date': daysFromToday(30).us }))
    await photo(page, 'quote-wizard-quote-coverages-with-um')
    await does(page, next('Operations and filings'), tick('Long haul, over 200 miles'))
    // Enter on a tick box continues, as in a text box (the page says so, ADR 0044).
    await does(page, sees('Pressing Enter in a text box or tick box also continues.'), key('Enter'), titled('How far the trucks travel'))
    await expect(page.getByRole('checkbox', { name: 'Long haul, over 200 miles' })).toHaveCount(0)
    await does(page, answers({ '201 to 500 miles': '45.5', 'Over 500 miles': '54.5' }), next('What the trucks haul'), cargoByKeyboard, next('Terminals'))
    const terminal = { 'Street address': '455 Industrial Park Dr', City: 'Macon', State: 'Georgia', 'ZIP code': '31206' }
    await does(page, enters('button', 'Add a terminal'), answers(terminal, 'Terminal 1'), next('Vehicles'))
    // A quote starts with one vehicle row to type into.
    const vehicle = { VIN: VEHICLE_VIN_BAD_CHECK_DIGIT, 'Model year': VEHICLE.year, Make: VEHICLE.make, Model: VEHICLE.model, Value: VEHICLE.value }
    await answers({ ...vehicle, 'Weight class': VEHICLE.weightClass, 'Body type': VEHICLE.body }, 'Vehicle 1')(page)
    await does(page, toggle('Include towing with physical damage'), enters('button', 'Continue'), focused(summary))
    await expect(summary(page)).toContainText('Vehicle 1: The check digit (9th character) does not match')
    await does(page, tick('I have checked this VIN'), next('Trailers'), enters('button', 'Add a trailer'), answers(TRAILER, 'Trailer 1'), next('Drivers'))
    const driver = { 'First name': 'Dana', 'Last name': 'Whitfield', 'License state': 'Georgia', 'CDL number': '054123987' }
    await answers({ ...driver, 'Date of birth': '03/15/1979', 'Years of CDL experience': '18', Violations: '1' }, 'Driver 1')(page)
    await does(page, toggle('This driver owns the business'), next('Loss history'), enters('button', 'Add a year of losses'))
    const lossYear = page.getByRole('group', { name: /^Policy year ending [A-Z][a-z]+ \d{4}, the most recent$/ })
    await typeInto(page, lossYear.getByRole('group', { name: 'Auto liability' }).getByLabel('Claims'), '1')
    await typeInto(page, lossYear.getByRole('group', { name: 'Auto liability' }).getByLabel('Paid'), '12,500')
    await does(page, next('Retail agent'), retailAgencyByKeyboard, next('Check your answers before getting the quote'))
    await does(page, sees('VIN 1FUJGLDR4CLBP8834'), sees('AL: 1 claim, $12,500 paid'))
    await does(page, enters('button', 'Get the quote'), headed(`Quote for ${INSURED.legalName}`))
    await expect(page.getByText('Quoted', { exact: true })).toBeVisible()
    for (const coverage of COVERAGES) await expect(page.getByRole('table', { name: 'Premiums and fees' }).getByRole('row', { name: coverage })).toBeVisible()
    // The tax lines fold under the totals: opened by keyboard, they hold each coverage's way to the calculator.
    await pressEnterOn(page, page.getByText('Each tax, and what the calculations assume'))
    const taxes = page.getByRole('link', { name: 'Change the inputs in the tax calculator for Auto liability (AL)' })
    const handedOver = '^/tax-calculator\\?state=GA&effective_date=\\d{4}-\\d{2}-\\d{2}&coverage_type=AL&premium=\\d+\\.\\d{2}&insurer_fees=\\d+\\.\\d{2}'
    await expect(taxes).toHaveAttribute('href', new RegExp(`${handedOver}&quote_created_at=\\d{4}-\\d{2}-\\d{2}T[^&]+$`))
    const pdfLink = page.getByRole('link', { name: 'Open the quote PDF (opens in a new tab)' })
    await expect(pdfLink).toHaveAttribute('target', '_blank')
    const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '')
    expect([pdf.status(), pdf.headers()['content-type'], (await pdf.body()).subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-'])
    // The result is kept: it survives a reload and is listed on the home page.
    const number = (await page.getByTestId('submission-number').textContent()) ?? ''
    await does(page, reload, (page) => expect(page.getByTestId('submission-number')).toHaveText(number))
    await page.getByRole('link', { name: 'Home', exact: true }).click()
    await expect(page.getByRole('link', { name: `Quote ${number}: ${INSURED.legalName}` })).toBeVisible()
  })
})
