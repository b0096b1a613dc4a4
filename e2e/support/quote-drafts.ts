import type { Page } from '@playwright/test'
import { usDateFromToday } from './quote-data.ts'

/**
 * Wizard drafts written straight into the browser, as the wizard itself writes them
 * (src/features/quote/form/draft.ts), so a spec can start at the step it is about.
 */

const isoFromUs = (usDate: string) => `${usDate.slice(6)}-${usDate.slice(0, 2)}-${usDate.slice(3, 5)}`

const address = { street: '1200 Fulton Industrial Blvd SW', city: 'Atlanta', state: 'GA', zip: '30336', county: 'Fulton' }
const noLosses = { alCount: null, alPaid: null, apdCount: null, apdPaid: null, mtcCount: null, mtcPaid: null, tglCount: null, tglPaid: null, ntlCount: null, ntlPaid: null }

/** Every step answered, as an agent of a retail agency would; a quote the sandbox accepts. */
export function completeAnswers() {
  return {
    insured: { legalName: 'Peach State Freight LLC', dotNumber: '3141592', yearsInBusiness: 7, monthsInBusiness: 4 },
    garage: address,
    mailing: { ...address, sameAsGarage: true },
    shipping: { ...address, sameAsGarage: true },
    coverage: {
      requested: { al: true, apd: true, mtc: false, tgl: false, ntl: false },
      pip: false,
      uninsuredMotorist: false,
      brokerFees: { al: 250, apd: null, mtc: null, tgl: null, ntl: null },
      effectiveDate: isoFromUs(usDateFromToday(21)),
    },
    operations: {
      kinds: { intermediate: true, longHaul: true },
      ineligible: false,
      federalFiling: true,
      stateFiling: false,
      priorInsuranceCancelled: false,
    },
    radius: { upTo50: 20, from51To200: 60, from201To500: 20, over500: null } as Record<string, number | null>,
    refrigeration: false,
    commodities: [{ commodity: 'building_materials', percentage: 100 }],
    vehicles: [
      { vin: '1FUJGLDR3CLBP8834', confirmedVin: '', year: 2019, make: 'Freightliner', model: 'Cascadia', value: 85000, classKey: '8', bodyType: 'tractor', apdTowing: false },
    ],
    drivers: [
      {
        firstName: 'Dana',
        lastName: 'Whitfield',
        licenseState: 'GA',
        licenseNumber: '054123987',
        dateOfBirth: '1979-03-15',
        dateOfHire: '',
        yearsExperience: 18,
        accidents: null,
        violations: null,
        suspensions: null,
        eligibility: 'Covered',
        isOwner: true,
      },
    ],
    losses: [noLosses],
    agencyType: 'retail',
    limits: { trailerInterchange: false, trucks: 1, trucksValue: 85000, autoLiabilityLimit: 1000000 },
  }
}

export type Answers = ReturnType<typeof completeAnswers>

export async function seedDraft(page: Page, account: string, mode: 'quote' | 'indication', values: unknown, step = 'check') {
  const draft = { version: 1, values, step, reached: 'check', savedAt: new Date().toISOString() }
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [`portal.quote-wizard.${mode}-draft.${account}`, JSON.stringify(draft)] as const)
}
