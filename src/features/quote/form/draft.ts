import { overlayValues } from '@/generic/overlay-values'
import type { StoredRecord } from '@/generic/record-store'
import { forgetImportsUnder } from '@/components/schedule-import/kept-imports'
import { isStepId, newDraftId, wizardDrafts as drafts, type StepId, type StoredDraft } from '@/domain/wizard-drafts'
import {
  emptyAddress,
  emptyCommodity,
  emptyDriver,
  emptyLossYear,
  emptyQuoteForm,
  emptyTrailer,
  emptyVehicle,
  type AgencyType,
  type QuoteForm,
  type WizardMode,
} from './model'

/**
 * Unfinished wizards in this browser's localStorage (the record kinds of src/domain/wizard-drafts.ts), one per
 * wizard opened (its id is in the address, `?draft=`), per account and mode: they outlive a reload, a
 * closed tab and an ended session, only the account that wrote one sees it, and one not saved for 30
 * days is deleted when drafts are next read. Two tabs never write the same draft blindly: see
 * `createDraftKeeper`.
 */

export interface Draft {
  id: string
  values: QuoteForm
  /** The step the person was on, and the furthest one they reached. */
  step: StepId
  reached: StepId
  /** ISO instant of the last save. */
  savedAt: string
  /** The wizard (one tab, one opening) that saved it last. */
  writer: string
  /** How its wizard first opened (src/domain/wizard-drafts.ts): a reload shows the same steps and says again what was carried. */
  origin: DraftOrigin
}

/** How a draft's wizard first opened: the agency type known then, and the indication it was carried from. */
export interface DraftOrigin {
  agencyType: AgencyType | ''
  carriedFrom?: string
}

const agencyTypeOf = (value: string): AgencyType | '' => (value === 'retail' || value === 'wholesale' ? value : '')

/** Which save of a draft a wizard last saw: its writer and time. */
export type DraftVersion = Pick<Draft, 'writer' | 'savedAt'>

const ROW_TEMPLATES: Partial<Record<keyof QuoteForm, () => object>> = {
  commodities: emptyCommodity,
  terminals: emptyAddress,
  vehicles: emptyVehicle,
  trailers: emptyTrailer,
  drivers: emptyDriver,
  losses: emptyLossYear,
}

type Stored = Record<string, unknown>
const isStored = (value: unknown): value is Stored => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `al`, `alCount`, `alPaid` as kept before coverages were keyed by the contract's code: `AL`, `ALCount`, `ALPaid`. */
const byCoverageCode = (value: unknown) =>
  isStored(value)
    ? Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key.replace(/^(al|apd|mtc|tgl|ntl)(?=Count$|Paid$|$)/, (code) => code.toUpperCase()), inner]),
      )
    : value

/** Answers kept before coverages were keyed by their code (drafts of version 3, sent drafts and results kept then), read as they are now. */
function withCoverageCodes(values: Stored): Stored {
  const { coverage, losses } = values
  return {
    ...values,
    coverage: isStored(coverage) ? { ...coverage, requested: byCoverageCode(coverage.requested), brokerFees: byCoverageCode(coverage.brokerFees) } : coverage,
    losses: Array.isArray(losses) ? losses.map(byCoverageCode) : losses,
  }
}

/** Fields kept under an older name, read under the new one: the operation under the contract's name before the trade's, AL's limit before AL had one name. */
const RENAMED = [
  { under: ['operations', 'kinds'], from: 'oversizedOvernight', to: 'oversizeOverweight' },
  { under: ['limits'], from: 'autoLiabilityLimit', to: 'ALLimit' },
] as const

function renamedUnder(value: unknown, [key, ...rest]: readonly string[], from: string, to: string): unknown {
  if (!isStored(value)) return value
  if (key !== undefined) return key in value ? { ...value, [key]: renamedUnder(value[key], rest, from, to) } : value
  if (!(from in value)) return value
  const { [from]: kept, ...others } = value
  return { ...others, [to]: kept }
}

/** Stored answers (a draft's, a sent draft's, an indication's) laid over a new form: what does not fit is left out. */
export function restoreValues(stored: unknown, mode: WizardMode): QuoteForm {
  const template = emptyQuoteForm(mode)
  const values = isStored(stored)
    ? (RENAMED.reduce<unknown>((kept, { under, from, to }) => renamedUnder(kept, under, from, to), withCoverageCodes(stored)) as Stored)
    : {}
  return Object.fromEntries(
    Object.entries(template).map(([key, value]) => [key, overlayValues(value, values[key], ROW_TEMPLATES[key as keyof QuoteForm])]),
  ) as unknown as QuoteForm
}

function toDraft({ id, value, savedAt }: StoredRecord<StoredDraft>, mode: WizardMode): Draft {
  const values = restoreValues(value.values, mode)
  return {
    id,
    values,
    step: isStepId(value.step) ? value.step : 'insured',
    reached: isStepId(value.reached) ? value.reached : 'insured',
    savedAt,
    writer: value.writer,
    // A draft saved before its origin was kept: its answers' agency type, as the wizard read it then.
    origin: value.origin ? { ...value.origin, agencyType: agencyTypeOf(value.origin.agencyType) } : { agencyType: values.agencyType },
  }
}

/** One draft, or null when there is none (or it expired, which deletes it). */
export function loadDraft(mode: WizardMode, username: string, id: string, now = new Date()): Draft | null {
  const record = drafts[mode].get(username, id, now)
  return record && toDraft(record, mode)
}

/** The account's drafts of one mode, newest first; expired ones are deleted on the way. */
export function listDrafts(mode: WizardMode, username: string, now = new Date()): Draft[] {
  return drafts[mode].list(username, now).map((record) => toDraft(record, mode))
}

/** False when the browser would not store it (storage full, turned off or private). */
export function saveDraft(mode: WizardMode, username: string, { id, savedAt, ...content }: Draft): boolean {
  return drafts[mode].put(username, id, content, savedAt)
}

/** A new draft with a sent draft's answers, open on its first step with every step reachable; stored when the browser lets it. */
export function copyOfSentDraft(mode: WizardMode, account: string, values: object): Draft {
  const restored = restoreValues(values, mode)
  const draft: Draft = {
    id: newDraftId(),
    values: restored,
    step: 'insured',
    reached: 'check',
    savedAt: new Date().toISOString(),
    writer: 'copy',
    origin: { agencyType: restored.agencyType },
  }
  saveDraft(mode, account, draft)
  return draft
}

/** Where the schedule import of one of a draft's fleet pages is kept (src/components/schedule-import/kept-imports.ts); without a list, every one of the draft's. */
export const importPlace = (mode: WizardMode, id: string, list = '') => `${mode}/${id}/${list}`

/** Deletes the draft and the schedule imports kept with it. */
export function discardDraft(mode: WizardMode, username: string, id: string): void {
  drafts[mode].remove(username, id)
  forgetImportsUnder(username, importPlace(mode, id))
}

type SaveOutcome = { saved: true; id: string; savedAt: string } | { saved: false }

/**
 * The one writer of one open wizard's draft. Before each save it reads the draft back: if another
 * tab saved it (the same draft resumed twice, a duplicated tab) or removed it (sent or discarded
 * there) since this wizard last saw it, this wizard's answers go to a new draft of their own rather
 * than over the other tab's. Work is never overwritten; at worst it is kept twice.
 */
export function createDraftKeeper(mode: WizardMode, username: string, opened: { id: string; version: DraftVersion | null; origin: DraftOrigin }) {
  const writer = newDraftId()
  let id = opened.id
  let seen = opened.version
  let origin = opened.origin
  return {
    save(content: Pick<Draft, 'values' | 'step' | 'reached'>, now = new Date()): SaveOutcome {
      const stored = loadDraft(mode, username, id, now)
      const stillOurs = stored === null ? seen === null : seen !== null && stored.writer === seen.writer && stored.savedAt === seen.savedAt
      if (!stillOurs) {
        id = newDraftId()
        seen = null
      }
      const savedAt = now.toISOString()
      if (!saveDraft(mode, username, { ...content, id, savedAt, writer, origin })) return { saved: false }
      seen = { writer, savedAt }
      return { saved: true, id, savedAt }
    },
    /** Deletes the draft (sent, or thrown away); a later save starts it again under the same id, carried from nothing. */
    discard(): void {
      discardDraft(mode, username, id)
      seen = null
      origin = { agencyType: origin.agencyType }
    },
  }
}
