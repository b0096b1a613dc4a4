import { expect, type Page } from '@playwright/test'
import { daysFromToday } from '../../e2e/support/days.ts'
import { DRIVERS, FLEET_COUNTS, TRAILERS, TRUCKS } from './insured-schedule.ts'
import { saveInsuredWorkbook, TWELVE_TRUCKS } from './insured-workbook.ts'
import type { KeyboardPerson } from './operators.ts'
import { liveRegions } from '../../e2e/support/live-regions.ts'

/**
 * The wizard driven by the keyboard alone, from the home page to the price, with the answers an agent
 * reads off the insured's spreadsheet and e-mail. Only what a quote or an indication needs is
 * entered; optional boxes stay empty. The agent is a returning one: the portal already knows the
 * agency is a retail agency (ADR 0006), so the retail agent page, asked once per account, is not shown
 * (answering it costs 2 M and about 5 K, some 4 s, the first time). Each scenario differs in how the
 * schedule's rows get in.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const field = (page: Page, label: string, group?: string) =>
  (group ? page.getByRole('group', { name: group, exact: true }) : page).getByLabel(label, { exact: true })

const SENDS_WITH_ENTER = "input[form='wizard-form'], button[form='wizard-form'], #wizard-form button"

/**
 * Enter in a wizard answer sends the page (ADR 0044 says the page now tells so); elsewhere (a heading,
 * an import button) the person tabs to the next answer or to Continue, whichever comes first, and
 * presses Enter there.
 */
async function continueTo(person: KeyboardPerson, next: string | RegExp): Promise<void> {
  const { page } = person
  const leaving = (await heading(page).textContent()) ?? ''
  person.count('M')
  const onAnswer = () => page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, SENDS_WITH_ENTER)
  for (let presses = 0; !(await onAnswer()); presses += 1) {
    if (presses > 150) throw new Error('Tab never reached an answer or Continue')
    await person.press('Tab')
  }
  await person.press('Enter')
  person.endOfPage(leaving)
  await expect(heading(page)).toContainText(next)
}

/**
 * How the insured and the addresses get in: typed off the insured's papers, or filled from FMCSA's
 * census (the sandbox's stand-in has USDOT 3141592 at this garage, with 10 power units; ADR 0128).
 */
export type Insured = 'typed' | 'census'

/** The legal name the quote or indication comes back for. */
const INSURED_NAME: Record<Insured, string> = { typed: 'Peach State Freight LLC', census: 'PIEDMONT PRODUCE EXPRESS INC' }

/**
 * The insured and addresses pages, up to the coverages. With the census, the USDOT number typed is
 * looked up and its details used in one action, which goes on past the addresses it filled; typed, the
 * census has been held back (`measure`), as the portal was before it, and the agent types it all.
 */
async function insuredPages(person: KeyboardPerson, insured: Insured): Promise<void> {
  const { page } = person
  await person.fill(field(page, 'USDOT number'), '3141592')
  if (insured === 'census') {
    const leaving = (await heading(page).textContent()) ?? ''
    await person.activate(page.getByRole('button', { name: 'Use these details and continue' }))
    person.endOfPage(leaving)
    await expect(heading(page)).toContainText('Coverages and effective date')
    return
  }
  await person.fill(field(page, 'Legal name of the business'), INSURED_NAME.typed)
  await person.fill(field(page, 'Years'), '7')
  await person.fill(field(page, 'Months (optional)'), '4')
  await continueTo(person, /^.*addresses/)

  const garage = 'Garage address'
  await person.fill(field(page, 'Street address', garage), '1200 Fulton Industrial Blvd SW')
  await person.fill(field(page, 'City', garage), 'Atlanta')
  await person.choose(field(page, 'State', garage), 'Georgia')
  await person.fill(field(page, 'ZIP code', garage), '30336')
  await continueTo(person, 'Coverages and effective date')
}

async function businessPages(person: KeyboardPerson, mode: 'quote' | 'indication', insured: Insured): Promise<void> {
  const { page } = person
  await person.activate(page.getByRole('link', { name: mode === 'quote' ? 'Get a quote' : 'Get an indication' }))
  await expect(heading(page)).toContainText('About the insured')
  await insuredPages(person, insured)

  await person.tickAll(
    ['Auto liability (AL)', 'Auto physical damage (APD)', 'Motor truck cargo (MTC)'].map((coverage) => page.getByRole('checkbox', { name: coverage })),
  )
  await person.fillDate(field(page, 'Effective date'), daysFromToday(21).us)
  await continueTo(person, 'Operations and filings')

  await person.activate(page.getByRole('checkbox', { name: 'Intermediate, 51 to 200 miles' }), 'Space')
  await continueTo(person, 'How far the trucks travel')
  await person.fill(field(page, 'Up to 50 miles'), '30')
  await person.fill(field(page, '51 to 200 miles'), '70')
  await continueTo(person, 'What the trucks haul')
  await person.choose(page.getByLabel('Commodity').first(), 'Building materials')
  // The first commodity starts at 100 % of the loads, right for an insured hauling one (ADR 0044).
  await expect(page.getByLabel('Share of loads').first()).toHaveValue('100')
}

async function getThe(person: KeyboardPerson, mode: 'quote' | 'indication', insured: Insured): Promise<void> {
  const leaving = (await heading(person.page).textContent()) ?? ''
  await person.activate(person.page.getByRole('button', { name: 'Skip to the end of the answers' }))
  await expect(person.page.getByRole('button', { name: `Get the ${mode}` })).toBeFocused()
  person.count('M')
  await person.press('Enter')
  person.endOfPage(leaving)
  await expect(heading(person.page)).toHaveText(`${mode === 'quote' ? 'Quote' : 'Indication'} for ${INSURED_NAME[insured]}`, { timeout: 30_000 })
}

/** A schedule row typed box by box; rows after the first are added with their page's button (a quote starts with one vehicle and one driver). */
async function typeRows<Row>(
  person: KeyboardPerson,
  rows: readonly Row[],
  { noun, startsWithOne }: { noun: string; startsWithOne: boolean },
  typeRow: (row: Row, group: string) => Promise<void>,
) {
  const add = person.page.getByRole('button', { name: new RegExp(`^Add (a|another) ${noun.toLowerCase()}$`) })
  for (const [index, row] of rows.entries()) {
    if (index > 0 || !startsWithOne) await person.activate(add)
    await typeRow(row, `${noun} ${index + 1}`)
  }
}

/**
 * The boxes a vehicle and a trailer share. A vehicle's year and make are filled in from its VIN (ADR
 * 0045): the agent checks them against the sheet (one M for the two) and types neither.
 */
async function typeUnit(person: KeyboardPerson, group: string, unit: { vin: string; year: string; make: string; model: string; value: string }) {
  const box = (label: string) => field(person.page, label, group)
  await person.fill(box('VIN'), unit.vin)
  const fromVin = (await box('Model year').inputValue()) === unit.year && (await box('Make').inputValue()) === unit.make
  if (fromVin) person.count('M')
  for (const [label, value] of [
    ...(fromVin
      ? []
      : ([
          ['Model year', unit.year],
          ['Make', unit.make],
        ] as const)),
    ['Model', unit.model],
    ['Value', unit.value],
  ] as const) {
    await person.fill(box(label), value)
  }
}

/** How the vehicles, trailers and drivers pages get their rows: typed here; scenario (b) will import the file instead. */
export async function typeEverySchedulePage(person: KeyboardPerson): Promise<void> {
  const { page } = person
  await typeRows(person, TRUCKS, { noun: 'Vehicle', startsWithOne: true }, async (truck, group) => {
    await typeUnit(person, group, truck)
    await person.choose(field(page, 'Weight class', group), truck.weightClass)
    await person.choose(field(page, 'Body type', group), truck.body)
  })
  await continueTo(person, 'Trailers')
  await typeRows(person, TRAILERS, { noun: 'Trailer', startsWithOne: false }, async (trailer, group) => {
    await typeUnit(person, group, trailer)
    await person.choose(field(page, 'Trailer type', group), trailer.type)
  })
  await continueTo(person, 'Drivers')
  await typeRows(person, DRIVERS, { noun: 'Driver', startsWithOne: true }, async (driver, group) => {
    await person.fill(field(page, 'First name', group), driver.firstName)
    await person.fill(field(page, 'Last name', group), driver.lastName)
    await person.choose(field(page, 'License state', group), driver.licenseState)
    await person.fill(field(page, 'CDL number', group), driver.licenseNumber)
    await person.fillDate(field(page, 'Date of birth', group), driver.dateOfBirth)
    await person.fill(field(page, 'Years of CDL experience', group), driver.yearsExperience)
  })
}

/** The span of the weight class and body type of imported vehicles, printed beside the scenario. */
export const CLASS_AND_BODY = 'weight class and body type'

/**
 * The 12 trucks of issue 21: the preview reads the types and the weights it can; the trucks whose
 * weight is "26,001+ lbs" (Class 7 or 8) or empty get Class 8, one answer for every row without one.
 */
async function classForRowsWithout(person: KeyboardPerson): Promise<void> {
  const tool = person.page.getByRole('group', { name: 'One answer for many rows' })
  await expect(tool).toContainText('Weight class: 5 rows without one')
  await expect(tool).toContainText('Body type: every row has one')
  await person.choose(tool.getByLabel('Weight class'), 'Class 8 (over 33,000 lb)')
  await person.activate(tool.getByRole('button', { name: 'Set on every row without one' }))
  await expect(liveRegions(tool).filter({ hasText: 'set on' })).toHaveText('Class 8 (over 33,000 lb) set on 5 rows.')
}

/**
 * How the vehicles, trailers and drivers pages get their rows from the insured's workbook: on each
 * page, open the import, pick the file (the page takes the workbook's sheet that is its schedule),
 * confirm the columns where a header is not recognised ("Unit #", left out), and add the rows. Of the
 * 12 trucks' workbook, the weight class of the rows without one is set before the add.
 */
async function importEverySchedulePageOf(person: KeyboardPerson, fleet: 'ten trucks' | 'twelve trucks'): Promise<void> {
  const { page } = person
  const workbook = await saveInsuredWorkbook(fleet)
  const truckCount = fleet === 'ten trucks' ? TRUCKS.length : TWELVE_TRUCKS.length
  for (const [noun, count, next] of [
    ['vehicles', truckCount, 'Trailers'],
    ['trailers', TRAILERS.length, 'Drivers'],
    ['drivers', DRIVERS.length, null],
  ] as const) {
    await person.activate(page.getByRole('button', { name: `Import ${noun} from a spreadsheet` }))
    await person.pickFile(page.getByLabel('Or choose a file (CSV or Excel .xlsx)'), workbook)
    const columns = page.getByRole('button', { name: 'Use these columns' })
    const add = page.getByRole('button', { name: `Add ${count} ${noun}` })
    const preview = page.getByRole('heading', { name: 'Check the rows, then add them' })
    await expect(columns.or(preview)).toBeVisible()
    if (await columns.isVisible()) await person.activate(columns)
    if (noun === 'vehicles' && fleet === 'twelve trucks') await person.span(CLASS_AND_BODY, () => classForRowsWithout(person))
    await person.activate(add)
    await expect(liveRegions(page).filter({ hasText: `${count} ${noun} added.` })).toBeVisible()
    if (next) await continueTo(person, next)
  }
}

export const importEverySchedulePage = (person: KeyboardPerson) => importEverySchedulePageOf(person, 'ten trucks')
export const importTwelveTrucks = (person: KeyboardPerson) => importEverySchedulePageOf(person, 'twelve trucks')

/** A full quote; `schedulePages` fills the vehicles page and leaves the drivers page filled (it continues between them itself). */
export async function fullQuote(person: KeyboardPerson, schedulePages: (person: KeyboardPerson) => Promise<void>, insured: Insured = 'typed'): Promise<void> {
  await businessPages(person, 'quote', insured)
  await continueTo(person, 'Terminals')
  await continueTo(person, 'Vehicles')
  await schedulePages(person)
  await continueTo(person, 'Loss history')
  await continueTo(person, 'Check your answers')
  await getThe(person, 'quote', insured)
}

/** A quick indication: no rows, the counts and values of the limits step instead (the number of trucks from the census's power units, with it). */
export async function quickIndication(person: KeyboardPerson, insured: Insured = 'typed'): Promise<void> {
  const { page } = person
  await businessPages(person, 'indication', insured)
  await continueTo(person, 'Loss history')
  await continueTo(person, 'Trucks, trailers and limits')
  if (insured === 'census') await expect(field(page, 'Number of trucks')).toHaveValue(FLEET_COUNTS.trucks)
  else await person.fill(field(page, 'Number of trucks'), FLEET_COUNTS.trucks)
  await person.fill(field(page, 'Total value of the trucks'), FLEET_COUNTS.trucksValue)
  await person.fill(field(page, 'Number of trailers (optional)'), FLEET_COUNTS.trailers)
  await person.fill(field(page, 'Total value of the trailers (optional)'), FLEET_COUNTS.trailersValue)
  // The auto liability limit starts at $1,000,000, the limit a quote is rated at (ADR 0036).
  await expect(field(page, 'Auto liability limit')).toHaveValue('1,000,000')
  await continueTo(person, 'Check your answers')
  await getThe(person, 'indication', insured)
}
