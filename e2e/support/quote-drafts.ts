import type { Page } from '@playwright/test'
import { completeAnswers as sharedAnswers } from '../../src/test/quote-answers.ts'
import { ACCOUNTS, signInThroughApi } from './fixtures.ts'
import { daysFromToday } from './days.ts'
import { click, type NextState, type Step, state, type SweepState, then, titled } from './screen-steps.ts'

/** Wizard drafts and results written straight into the browser as the portal writes them (src/generic/record-store.ts's envelope). */

/** The tests' complete answers (src/test/quote-answers.ts) as a retail agency sends them today: a quote the sandbox accepts. */
export function completeAnswers() {
  const answers = sharedAnswers()
  answers.agencyType = 'retail'
  answers.coverage.effectiveDate = daysFromToday(21).iso
  return answers
}

const envelope = (version: number, savedAt: Date, data: unknown) =>
  JSON.stringify({ version, savedAt: savedAt.toISOString(), expiresAt: new Date(savedAt.getTime() + 30 * 86_400_000).toISOString(), data })
const store = (page: Page, key: string, text: string) => page.evaluate(([storageKey, value]) => localStorage.setItem(storageKey, value), [key, text] as const)

type Mode = 'quote' | 'indication'
/** How far a draft got (`reached`), when it was saved, and how its wizard first opened: the agency type then and the indication it was carried from. */
type DraftFacts = { reached?: string; savedAt?: Date; origin?: { agencyType: string; carriedFrom?: string } }

/** A draft (src/features/quote/form/draft.ts) for the account as localStorage keeps it, and the address that opens it on `step`. */
export function draftEntry(account: string, mode: Mode, values: unknown, step = 'check', { reached = 'check', savedAt = new Date(), origin }: DraftFacts = {}) {
  const id = `e2e${Math.random().toString(16).slice(2, 10)}`
  return {
    key: `portal.quote-wizard.${mode}-draft.${account}/${id}`,
    text: envelope(4, savedAt, { values, step, reached, writer: 'e2e', origin }),
    address: `/${mode === 'quote' ? 'quotes' : 'indications'}/new?draft=${id}&step=${step}`,
  }
}

export async function seedDraft(page: Page, ...entry: Parameters<typeof draftEntry>): Promise<string> {
  const { key, text, address } = draftEntry(...entry)
  await store(page, key, text)
  return address
}

/** Signs in as the agent through the API and opens a quote draft of `values` on `step` (`draftEntry`; `mode` and `account` to say otherwise). */
export async function openDraft(
  page: Page,
  values: unknown = completeAnswers(),
  step = 'check',
  { mode = 'quote', account = ACCOUNTS.agent, ...entry }: DraftFacts & { mode?: Mode; account?: string } = {},
) {
  await signInThroughApi(page, { username: account })
  await page.goto(await seedDraft(page, account, mode, values, step, entry))
}

export const continueTo = (page: Page, title: string | RegExp) => then(click('Continue'), titled(title))(page)

/** Writes a quote result as the wizard keeps it (src/domain/recent-submissions.ts), for screens that list results. */
export async function seedResult(page: Page, account: string, submissionNumber = 'BR-30001', insuredName = 'Peach State Freight LLC'): Promise<void> {
  const coverages = { al: { totalCost: 14210.8, premium: 13910.8, limit: 1000000, deductible: 0 } }
  const receivedAt = new Date()
  const result = { kind: 'quote', submissionNumber, status: 'Quoted', coverages, quotePdf: null, receivedAt: receivedAt.toISOString(), insuredName }
  const record = { ...result, garageState: 'GA', effectiveDate: daysFromToday(21).iso }
  await store(page, `portal.recent-submissions.${account}/${submissionNumber}`, envelope(1, receivedAt, record))
}

/** The wizard opened at `step` of a draft with the tests' complete answers (a retail agency's). */
export const wizardStep = (mode: Mode, step: string, title: string | RegExp, values: unknown = completeAnswers()) =>
  then(async (page) => page.goto(await seedDraft(page, ACCOUNTS.agent, mode, values, step)), titled(title))

/** The check page of a draft of `answers` (an indication's without its schedules). */
export const checkPage = (mode: Mode, answers = completeAnswers()): SweepState['reach'] =>
  wizardStep(mode, 'check', 'Check your answers', mode === 'indication' ? { ...answers, vehicles: [], drivers: [] } : answers)

/** On the check page: the quote or indication sent, and its result shown (the sandbox's own figures). */
export const getThe = (mode: Mode) => then(click(`Get the ${mode}`), titled(mode === 'quote' ? 'Quote for' : 'Indication for'))

export const sentWizard = (mode: Mode, answers = completeAnswers()): SweepState['reach'] => then(checkPage(mode, answers), getThe(mode))

/** The wizard's sweep states, the agent signed in: a state reached by `steps`, and a state reached by them from the one before it. */
export const agentState = (name: string, ...steps: Step[]) => state(name, 'agent', then(...steps))
export const nextState = (name: string, ...steps: Step[]): NextState => ({ name, step: then(...steps) })
