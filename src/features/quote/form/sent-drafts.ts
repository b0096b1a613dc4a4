import * as z from 'zod/mini'
import { createRecordStore } from '@/generic/record-store'
import { newDraftId, type WizardMode } from '@/domain/wizard-drafts'
import { restoreValues, saveDraft, type Draft } from './draft'

/**
 * The drafts this browser sent, by draft id: an address of a sent draft (the browser's Back after the
 * result, an old tab) opens on what became of it, "Already sent as BR-30003", with its answers kept to
 * start a copy, never on an empty first step. Kept 30 days, as drafts are.
 */

interface SentDraft {
  mode: WizardMode
  submissionNumber: string
  values: object
}

const sentDrafts = createRecordStore<SentDraft>({
  prefix: 'portal.quote-wizard.sent-draft',
  version: 1,
  schema: z.object({
    mode: z.enum(['quote', 'indication']),
    submissionNumber: z.string(),
    values: z.custom<object>((value) => typeof value === 'object' && value !== null && !Array.isArray(value)),
  }),
  keepDays: 30,
})

export function keepSentDraft(account: string, draftId: string, sent: SentDraft): void {
  sentDrafts.put(account, draftId, sent)
}

/** What a sent draft of this mode became, or null. */
export function sentDraftOf(mode: WizardMode, account: string, draftId: string): { submissionNumber: string; values: object } | null {
  const sent = sentDrafts.get(account, draftId)?.value
  return sent?.mode === mode ? sent : null
}

/** A new draft with a sent draft's answers, open on its first step with every step reachable; stored when the browser lets it. */
export function copyOfSentDraft(mode: WizardMode, account: string, values: object): Draft {
  const draft: Draft = {
    id: newDraftId(),
    values: restoreValues(values, mode),
    step: 'insured',
    reached: 'check',
    savedAt: new Date().toISOString(),
    writer: 'copy',
  }
  saveDraft(mode, account, draft)
  return draft
}
