import type { Page } from '@playwright/test'
import { completeAnswers as sharedAnswers } from '../../src/test/quote-answers.ts'
import { usDateFromToday } from './quote-data.ts'

/**
 * Wizard drafts written straight into the browser, as the wizard itself writes them
 * (src/features/quote/form/draft.ts), so a spec can start at the step it is about.
 */

const isoFromUs = (usDate: string) => `${usDate.slice(6)}-${usDate.slice(0, 2)}-${usDate.slice(3, 5)}`

/** The tests' complete answers (src/test/quote-answers.ts) as a retail agency sends them today: a quote the sandbox accepts. */
export function completeAnswers() {
  const answers = sharedAnswers()
  answers.agencyType = 'retail'
  answers.coverage.effectiveDate = isoFromUs(usDateFromToday(21))
  return answers
}

/** Writes a draft for the account and returns the address that opens it on `step`. */
export async function seedDraft(page: Page, account: string, mode: 'quote' | 'indication', values: unknown, step = 'check'): Promise<string> {
  const id = `e2e${Math.random().toString(16).slice(2, 10)}`
  const draft = { version: 2, values, step, reached: 'check', savedAt: new Date().toISOString(), writer: 'e2e' }
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [`portal.quote-wizard.${mode}-draft.${account}/${id}`, JSON.stringify(draft)] as const)
  return `/${mode === 'quote' ? 'quotes' : 'indications'}/new?draft=${id}&step=${step}`
}
