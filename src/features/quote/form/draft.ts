import * as z from 'zod/mini'
import { parseJson, readStored, storedKeys, writeStored } from '@/lib/storage'
import {
  emptyAddress,
  emptyCommodity,
  emptyDriver,
  emptyLossYear,
  emptyQuoteForm,
  emptyTrailer,
  emptyVehicle,
  type QuoteForm,
  type WizardMode,
} from './model'
import { isStepId, type StepId } from './steps'

/**
 * Unfinished wizards in this browser's localStorage, one per wizard opened (its id is in the address,
 * `?draft=`), per account and mode: they outlive a reload, a closed tab and an ended session, only the
 * account that wrote one sees it, and one not saved for 30 days is deleted when drafts are next read.
 * Two tabs never write the same draft blindly: see `createDraftKeeper`.
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
}

/** Which save of a draft a wizard last saw: its writer and time. */
export type DraftVersion = Pick<Draft, 'writer' | 'savedAt'>

const DRAFT_KEPT_DAYS = 30
const DAY_MS = 86_400_000

/** The e-mail address ends the prefix with `/`, which no domain holds, so one account never lists another's. */
const prefixOf = (mode: WizardMode, username: string) => `portal.quote-wizard.${mode}-draft.${username.toLowerCase()}/`

/** Version 1 drafts (one per account and mode, before drafts had ids) have no writer. */
const storedDraftSchema = z.object({
  version: z.union([z.literal(1), z.literal(2)]),
  values: z.record(z.string(), z.unknown()),
  step: z.string(),
  reached: z.string(),
  savedAt: z.string(),
  writer: z.optional(z.string()),
})

const ROW_TEMPLATES: Partial<Record<keyof QuoteForm, () => object>> = {
  commodities: emptyCommodity,
  terminals: emptyAddress,
  vehicles: emptyVehicle,
  trailers: emptyTrailer,
  drivers: emptyDriver,
  losses: emptyLossYear,
}

/** Stored values laid over a template: unknown keys dropped, missing or mistyped ones from the template. */
function overlay(template: unknown, stored: unknown, rowTemplate?: () => object): unknown {
  if (Array.isArray(template)) {
    if (!Array.isArray(stored) || !rowTemplate) return template
    return stored.map((row) => overlay(rowTemplate(), row))
  }
  if (typeof template === 'object' && template !== null) {
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return template
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, overlay(value, (stored as Record<string, unknown>)[key])]))
  }
  // A number box's template is null: it holds a number, or the text typed when that is not a number.
  if (template === null) return typeof stored === 'number' || typeof stored === 'string' ? stored : null
  return typeof stored === typeof template ? stored : template
}

export function restoreValues(stored: unknown, mode: WizardMode): QuoteForm {
  const template = emptyQuoteForm(mode)
  const values = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
  return Object.fromEntries(
    Object.entries(template).map(([key, value]) => [key, overlay(value, values[key], ROW_TEMPLATES[key as keyof QuoteForm])]),
  ) as unknown as QuoteForm
}

/** An id for a new draft: random, short, and safe in an address. */
export function newDraftId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

const isExpired = (savedAt: string, now: Date) => !(Date.parse(savedAt) > now.getTime() - DRAFT_KEPT_DAYS * DAY_MS)

function readDraft(key: string, id: string, mode: WizardMode): Draft | null {
  const parsed = storedDraftSchema.safeParse(parseJson(readStored(key)))
  if (!parsed.success) return null
  const { values, step, reached, savedAt, writer } = parsed.data
  return {
    id,
    values: restoreValues(values, mode),
    step: isStepId(step) ? step : 'insured',
    reached: isStepId(reached) ? reached : 'insured',
    savedAt,
    writer: writer ?? '',
  }
}

/** One draft, or null when there is none (or it expired, which deletes it). */
export function loadDraft(mode: WizardMode, username: string, id: string, now = new Date()): Draft | null {
  const key = `${prefixOf(mode, username)}${id}`
  const draft = readDraft(key, id, mode)
  if (draft && isExpired(draft.savedAt, now)) {
    writeStored(key, null)
    return null
  }
  return draft
}

/** A draft saved before drafts had ids (at the prefix without its `/`) joins the list under an id of its own. */
function adoptUnnumberedDraft(mode: WizardMode, username: string): void {
  const key = prefixOf(mode, username).slice(0, -1)
  const text = readStored(key)
  if (text !== null && writeStored(`${prefixOf(mode, username)}${newDraftId()}`, text)) writeStored(key, null)
}

/** The account's drafts of one mode, newest first; expired ones are deleted on the way. */
export function listDrafts(mode: WizardMode, username: string, now = new Date()): Draft[] {
  adoptUnnumberedDraft(mode, username)
  const prefix = prefixOf(mode, username)
  return storedKeys(prefix)
    .flatMap((key) => loadDraft(mode, username, key.slice(prefix.length), now) ?? [])
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
}

/** False when the browser would not store it (storage full, turned off or private). */
export function saveDraft(mode: WizardMode, username: string, { id, ...draft }: Draft): boolean {
  return writeStored(`${prefixOf(mode, username)}${id}`, JSON.stringify({ version: 2, ...draft }))
}

export function discardDraft(mode: WizardMode, username: string, id: string): void {
  writeStored(`${prefixOf(mode, username)}${id}`, null)
}

type SaveOutcome = { saved: true; id: string; savedAt: string } | { saved: false }

/**
 * The one writer of one open wizard's draft. Before each save it reads the draft back: if another
 * tab saved it (the same draft resumed twice, a duplicated tab) or removed it (sent or discarded
 * there) since this wizard last saw it, this wizard's answers go to a new draft of their own rather
 * than over the other tab's. Work is never overwritten; at worst it is kept twice.
 */
export function createDraftKeeper(mode: WizardMode, username: string, opened: { id: string; version: DraftVersion | null }) {
  const writer = newDraftId()
  let id = opened.id
  let seen = opened.version
  return {
    save(content: Pick<Draft, 'values' | 'step' | 'reached'>, now = new Date()): SaveOutcome {
      const stored = loadDraft(mode, username, id, now)
      const stillOurs = stored === null ? seen === null : seen !== null && stored.writer === seen.writer && stored.savedAt === seen.savedAt
      if (!stillOurs) {
        id = newDraftId()
        seen = null
      }
      const savedAt = now.toISOString()
      if (!saveDraft(mode, username, { ...content, id, savedAt, writer })) return { saved: false }
      seen = { writer, savedAt }
      return { saved: true, id, savedAt }
    },
    /** Deletes the draft (sent, or thrown away); a later save starts it again under the same id. */
    discard(): void {
      discardDraft(mode, username, id)
      seen = null
    },
  }
}
