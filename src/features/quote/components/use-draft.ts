import { useCallback, useEffect, useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { createDraftKeeper, type DraftOrigin, type DraftVersion } from '../form/draft'
import type { QuoteForm, WizardMode } from '../form/model'
import type { StepId } from '../form/steps'
import { createSaveStatusStore } from '@/components/form/draft-status'
import { useAutosave } from '@/generic/use-autosave'

export interface UseDraftOptions {
  mode: WizardMode
  account: string
  form: UseFormReturn<QuoteForm>
  /** The draft the wizard opened: its id, the save it was read from (null for a new one), and how its wizard first opened. */
  opened: { id: string; version: DraftVersion | null; savedAt: string | null; origin: DraftOrigin }
  /** Where the person is, saved with the answers. */
  position: { step: StepId; reached: StepId }
  /** The draft moved to a new id (another tab had written the old one): the address follows. */
  onMoved: (id: string) => void
}

/**
 * The wizard's draft: written after a pause in typing, off the render path (`touched` is all a
 * keystroke does), by the one keeper of this wizard's draft; the status line shows how saving goes.
 */
export function useDraft({ mode, account, form, opened, position, onMoved }: UseDraftOptions) {
  const [keeper] = useState(() => createDraftKeeper(mode, account, opened))
  const [status] = useState(() => createSaveStatusStore(opened.savedAt))
  const where = useRef(position)
  const changed = useRef(false)
  const sent = useRef(false)

  const save = useCallback(() => {
    if (sent.current) return
    const outcome = keeper.save({ values: form.getValues(), step: where.current.step, reached: where.current.reached })
    if (!outcome.saved) return status.failed()
    status.saved(outcome.savedAt)
    onMoved(outcome.id)
  }, [keeper, form, status, onMoved])
  const { changed: scheduleSave, flush, cancel } = useAutosave(save)

  const touched = useCallback(() => {
    changed.current = true
    scheduleSave()
  }, [scheduleSave])

  // A move to another step is saved too, whenever there is a draft (one opened, or answers typed): a
  // reload, or Continue pressed without a change and then a reload, comes back to the later step.
  const { step, reached } = position
  const kept = useRef(opened.version ? position : null)
  useEffect(() => {
    where.current = { step, reached }
    if (kept.current?.step === step && kept.current.reached === reached) return
    if (!changed.current && !kept.current) return
    kept.current = { step, reached }
    scheduleSave()
  }, [step, reached, scheduleSave])

  return {
    status,
    touched,
    /** Writes a pending save now (before leaving). */
    flush,
    /** Answers changed and not sent: leaving loses the page, not the answers, if they are saved. */
    hasUnsentAnswers: useCallback(() => changed.current && !sent.current, []),
    /** Sent: the draft is done with, and nothing is saved after. */
    sent: useCallback(() => {
      sent.current = true
      cancel()
      keeper.discard()
    }, [cancel, keeper]),
    /** Thrown away: deleted, and the wizard starts again with nothing to save. */
    discard: useCallback(() => {
      cancel()
      keeper.discard()
      changed.current = false
      kept.current = null
      status.reset()
    }, [cancel, keeper, status]),
  }
}
