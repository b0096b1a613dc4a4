import * as z from 'zod/mini'
import { createRecordStore, type RecordStore, type StoredRecord } from '../generic/record-store.ts'
import type { PortableKind } from '../generic/records-file.ts'

/**
 * What this browser keeps of the quote and indication wizard's drafts, unfinished and sent, and the names
 * of its steps: the record kinds themselves (ADR 0010), shared so that the home page can list the drafts,
 * the sign-in page can delete them and the records screen can carry them without importing the quote
 * feature, which reads and writes them (src/features/quote/form/draft.ts) and knows what the answers
 * inside mean.
 */

export type WizardMode = 'quote' | 'indication'

/** The wizard's pages in the order agents think, with the short name the step indicator, the check page and the home page use. */
export const WIZARD_STEP_LABELS = {
  insured: 'Insured',
  addresses: 'Addresses',
  coverage: 'Coverages',
  operations: 'Operations and filings',
  radius: 'Radius',
  cargo: 'Cargo',
  terminals: 'Terminals',
  vehicles: 'Vehicles',
  trailers: 'Trailers',
  drivers: 'Drivers',
  losses: 'Loss history',
  'retail-agent': 'Retail agent',
  limits: 'Trucks, trailers and limits',
  check: 'Check your answers',
} as const
export type StepId = keyof typeof WIZARD_STEP_LABELS
export const STEP_IDS = Object.keys(WIZARD_STEP_LABELS) as StepId[]

export function isStepId(value: string | null): value is StepId {
  return Object.hasOwn(WIZARD_STEP_LABELS, value ?? '')
}

/** A draft as stored: the answers (laid over a new form when the wizard reads them), where the person was, who wrote it last, how it began. */
export interface StoredDraft {
  values: object
  step: string
  reached: string
  writer: string
  /**
   * How its wizard first opened, so a reload opens the same wizard (issue 39): the agency type known
   * then (the retail agent step is asked unless it was retail, ADR 0006) and the indication it was
   * carried from. A draft saved before it was kept has none.
   */
  origin?: { agencyType: string; carriedFrom?: string }
}

const storedAnswersSchema = z.custom<object>((value) => typeof value === 'object' && value !== null && !Array.isArray(value))

const storedDraftSchema = z.object({
  values: storedAnswersSchema,
  step: z.string(),
  reached: z.string(),
  writer: z.string(),
  origin: z.optional(z.object({ agencyType: z.string(), carriedFrom: z.optional(z.string()) })),
})

/** Drafts from before the record store: version 2 under an id, version 1 (before drafts had ids, so without a writer) one per account and mode. */
const olderDraftSchema = z.object({
  version: z.union([z.literal(1), z.literal(2)]),
  values: storedAnswersSchema,
  step: z.string(),
  reached: z.string(),
  savedAt: z.string(),
  writer: z.optional(z.string()),
})

/**
 * Version 3, in the record store's envelope, keyed the coverages by lower-case code (`requested.al`);
 * version 4 by the contract's (`requested.AL`). The answers inside are the quote feature's, which reads
 * either (`restoreValues`); the new version keeps a tab of an earlier portal, which would drop the
 * coverages of a draft it then saves, from reading a version 4 draft.
 */
const versionThreeSchema = z.object({ version: z.literal(3), savedAt: z.string(), data: storedDraftSchema })

function readOlderDraft(stored: unknown): { value: StoredDraft; savedAt: string } | null {
  const three = versionThreeSchema.safeParse(stored)
  if (three.success) return { value: three.data.data, savedAt: three.data.savedAt }
  const parsed = olderDraftSchema.safeParse(stored)
  if (!parsed.success) return null
  const { values, step, reached, savedAt, writer = '' } = parsed.data
  return { value: { values, step, reached, writer }, savedAt }
}

/** An id for a new draft: random, short, and safe in an address. */
export function newDraftId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

const draftKind = (mode: WizardMode) =>
  createRecordStore<StoredDraft>({
    prefix: `portal.quote-wizard.${mode}-draft`,
    version: 4,
    schema: storedDraftSchema,
    keepDays: 30,
    upgrade: readOlderDraft,
    adopt: (stored) => {
      const draft = readOlderDraft(stored)
      return draft ? [{ id: newDraftId(), ...draft }] : []
    },
  })

/** Per account and mode, kept 30 days after their last save. */
export const wizardDrafts: Record<WizardMode, RecordStore<StoredDraft>> = { quote: draftKind('quote'), indication: draftKind('indication') }

export const portableWizardDrafts: PortableKind[] = [
  { label: 'quote drafts', store: wizardDrafts.quote },
  { label: 'indication drafts', store: wizardDrafts.indication },
]

interface SentDraft {
  mode: WizardMode
  submissionNumber: string
  values: object
}

/**
 * The drafts this browser sent, by draft id: an address of a sent draft (the browser's Back after the
 * result, an old tab) opens on what became of it, "Already sent as BR-30003", with its answers kept to
 * start a copy, never on an empty first step. Kept 30 days, as drafts are.
 */
const sentDrafts = createRecordStore<SentDraft>({
  prefix: 'portal.quote-wizard.sent-draft',
  version: 1,
  schema: z.object({ mode: z.enum(['quote', 'indication']), submissionNumber: z.string(), values: storedAnswersSchema }),
  keepDays: 30,
})

/** Carried with the drafts: a sent draft's address opens on what became of it in the other browser too, unless that browser still holds the draft. */
export const portableSentDrafts: PortableKind = { label: 'drafts already sent', store: sentDrafts }

export function keepSentDraft(account: string, draftId: string, sent: SentDraft): void {
  sentDrafts.put(account, draftId, sent)
}

/** What a sent draft of this mode became, or null. */
export function sentDraftOf(mode: WizardMode, account: string, draftId: string): { submissionNumber: string; values: object } | null {
  const sent = sentDrafts.get(account, draftId)?.value
  return sent?.mode === mode ? sent : null
}

/**
 * The wizard's address: its draft and its step (`?draft=3f9c…&step=vehicles`), plus `&return=check`
 * from a Change link. Without a step, the draft opens where it was left.
 */
export const wizardSearch = (draftId: string, step?: StepId, returnToCheck = false) =>
  `?draft=${encodeURIComponent(draftId)}${step ? `&step=${step}` : ''}${returnToCheck ? '&return=check' : ''}`

/** A draft as the home page lists it. */
export interface DraftSummary {
  mode: WizardMode
  id: string
  savedAt: string
  /** The insured's legal name as typed, or '' while there is none. */
  insuredName: string
  step: StepId
}

const insuredNameOf = (values: object): string => {
  const insured = (values as { insured?: { legalName?: unknown } }).insured
  return typeof insured?.legalName === 'string' ? insured.legalName.trim() : ''
}

const summaryOf = (mode: WizardMode, { id, savedAt, value }: StoredRecord<StoredDraft>): DraftSummary => ({
  mode,
  id,
  savedAt,
  insuredName: insuredNameOf(value.values),
  step: isStepId(value.step) ? value.step : 'insured',
})

/** The account's drafts of both wizards, newest first (expired ones are deleted on the way). */
export function draftSummaries(account: string, now = new Date()): DraftSummary[] {
  return (['quote', 'indication'] as const)
    .flatMap((mode) => wizardDrafts[mode].list(account, now).map((record) => summaryOf(mode, record)))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
}

/** Deletes every draft of the account in this browser; false when the browser refused. */
export function forgetDrafts(account: string): boolean {
  return [wizardDrafts.quote.removeAll(account), wizardDrafts.indication.removeAll(account)].every(Boolean)
}
