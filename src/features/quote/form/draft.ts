import * as z from 'zod/mini'
import { parseJson, readStored, writeStored } from '@/lib/storage'
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
 * Unfinished wizards, one per account and mode, in this browser's localStorage: they outlive a reload,
 * a closed tab and an ended session, and only the account that wrote one sees it.
 */

export interface Draft {
  values: QuoteForm
  /** The step the person was on, and the furthest one they reached. */
  step: StepId
  reached: StepId
  /** ISO instant of the last save. */
  savedAt: string
}

const draftKey = (mode: WizardMode, username: string) => `portal.quote-wizard.${mode}-draft.${username.toLowerCase()}`

const storedDraftSchema = z.object({
  version: z.literal(1),
  values: z.record(z.string(), z.unknown()),
  step: z.string(),
  reached: z.string(),
  savedAt: z.string(),
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
  // A number box's template is null: it holds a number or null.
  if (template === null) return typeof stored === 'number' ? stored : null
  return typeof stored === typeof template ? stored : template
}

export function restoreValues(stored: unknown, mode: WizardMode): QuoteForm {
  const template = emptyQuoteForm(mode)
  const values = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
  return Object.fromEntries(
    Object.entries(template).map(([key, value]) => [key, overlay(value, values[key], ROW_TEMPLATES[key as keyof QuoteForm])]),
  ) as unknown as QuoteForm
}

export function loadDraft(mode: WizardMode, username: string): Draft | null {
  const parsed = storedDraftSchema.safeParse(parseJson(readStored(draftKey(mode, username))))
  if (!parsed.success) return null
  const { values, step, reached, savedAt } = parsed.data
  return {
    values: restoreValues(values, mode),
    step: isStepId(step) ? step : 'insured',
    reached: isStepId(reached) ? reached : 'insured',
    savedAt,
  }
}

export function saveDraft(mode: WizardMode, username: string, draft: Draft): void {
  writeStored(draftKey(mode, username), JSON.stringify({ version: 1, ...draft }))
}

export function discardDraft(mode: WizardMode, username: string): void {
  writeStored(draftKey(mode, username), null)
}
