import type { Page } from '@playwright/test'
import { completeAnswers as sharedAnswers } from '../../src/test/quote-answers.ts'
import { ACCOUNTS, expect, signInThroughApi } from './fixtures.ts'
import { daysFromToday } from './days.ts'
import { heading, type SweepState, then } from './screen-steps.ts'

/**
 * Wizard drafts written straight into the browser, as the wizard itself writes them (the record store's
 * envelope, src/generic/record-store.ts, around a draft of src/features/quote/form/draft.ts), so a spec can
 * start at the step it is about.
 */

/** The tests' complete answers (src/test/quote-answers.ts) as a retail agency sends them today: a quote the sandbox accepts. */
export function completeAnswers() {
  const answers = sharedAnswers()
  answers.agencyType = 'retail'
  answers.coverage.effectiveDate = daysFromToday(21).iso
  return answers
}

/**
 * A draft for the account as localStorage keeps it, and the address that opens it on `step` (`reached`: how far it got; `savedAt`: when;
 * `origin`: how its wizard first opened, the agency type then and the indication it was carried from).
 */
export function draftEntry(
  account: string,
  mode: 'quote' | 'indication',
  values: unknown,
  step = 'check',
  { reached = 'check', savedAt = new Date(), origin }: { reached?: string; savedAt?: Date; origin?: { agencyType: string; carriedFrom?: string } } = {},
): { key: string; text: string; address: string } {
  const id = `e2e${Math.random().toString(16).slice(2, 10)}`
  const expiresAt = new Date(savedAt.getTime() + 30 * 86_400_000)
  const draft = { version: 4, savedAt: savedAt.toISOString(), expiresAt: expiresAt.toISOString(), data: { values, step, reached, writer: 'e2e', origin } }
  return {
    key: `portal.quote-wizard.${mode}-draft.${account}/${id}`,
    text: JSON.stringify(draft),
    address: `/${mode === 'quote' ? 'quotes' : 'indications'}/new?draft=${id}&step=${step}`,
  }
}

/** Writes a draft for the account (`draftEntry`) and returns the address that opens it. */
export async function seedDraft(page: Page, ...entry: Parameters<typeof draftEntry>): Promise<string> {
  const { key, text, address } = draftEntry(...entry)
  await page.evaluate(([storageKey, value]) => localStorage.setItem(storageKey, value), [key, text] as const)
  return address
}

/** Signs in as the agent through the API and opens a quote draft of `values` on `step` (`draftEntry`; `mode` and `account` to say otherwise). */
export async function openDraft(
  page: Page,
  values: unknown = completeAnswers(),
  step = 'check',
  { mode = 'quote', account = ACCOUNTS.agent, ...entry }: Parameters<typeof draftEntry>[4] & { mode?: 'quote' | 'indication'; account?: string } = {},
) {
  await signInThroughApi(page, { username: account })
  await page.goto(await seedDraft(page, account, mode, values, step, entry))
}

/** In the wizard: Continue pressed, and the step titled `title` shown. */
export async function continueTo(page: Page, title: string | RegExp) {
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(heading(page)).toContainText(title)
}

/** Writes a quote result as the wizard keeps it (src/domain/recent-submissions.ts), for screens that list results. */
export async function seedResult(page: Page, account: string, submissionNumber = 'BR-30001', insuredName = 'Peach State Freight LLC'): Promise<void> {
  const receivedAt = new Date().toISOString()
  const record = {
    kind: 'quote',
    submissionNumber,
    status: 'Quoted',
    coverages: { al: { totalCost: 14210.8, premium: 13910.8, limit: 1000000, deductible: 0 } },
    quotePdf: null,
    receivedAt,
    insuredName,
    garageState: 'GA',
    effectiveDate: daysFromToday(21).iso,
  }
  const envelope = { version: 1, savedAt: receivedAt, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(), data: record }
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [
    `portal.recent-submissions.${account}/${submissionNumber}`,
    JSON.stringify(envelope),
  ] as const)
}

/** The wizard opened at `step` of a draft with the tests' complete answers (a retail agency's). */
export const wizardStep =
  (mode: 'quote' | 'indication', step: string, title: string | RegExp, values: unknown = completeAnswers()): SweepState['reach'] =>
  async (page) => {
    await page.goto(await seedDraft(page, ACCOUNTS.agent, mode, values, step))
    await expect(heading(page)).toContainText(title)
  }

/** The check page of a draft of `answers` (an indication's without its schedules). */
export const checkPage = (mode: 'quote' | 'indication', answers = completeAnswers()): SweepState['reach'] =>
  wizardStep(mode, 'check', 'Check your answers', mode === 'indication' ? { ...answers, vehicles: [], drivers: [] } : answers)

/** On the check page: the quote or indication sent, and its result shown (the sandbox's own figures). */
export const getThe = (mode: 'quote' | 'indication') => async (page: Page) => {
  await page.getByRole('button', { name: `Get the ${mode}` }).click()
  await expect(heading(page)).toContainText(mode === 'quote' ? 'Quote for' : 'Indication for')
}

/** A quote or indication sent from the check page of a draft of `answers`. */
export const sentWizard = (mode: 'quote' | 'indication', answers = completeAnswers()): SweepState['reach'] => then(checkPage(mode, answers), getThe(mode))
