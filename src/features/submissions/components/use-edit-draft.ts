import { useCallback, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { createSaveStatusStore } from '@/components/form/draft-status'
import { useAutosave } from '@/generic/use-autosave'
import { discardEditDraft, saveEditDraft, type EditFormName } from '../edit-drafts'
import type { SubmissionRef } from '../forms/submission-ref'

export interface UseEditDraftOptions<Values extends FieldValues> {
  account: string
  submission: SubmissionRef
  formName: EditFormName
  form: UseFormReturn<Values>
  /** When the draft the form opened with was saved; null for a new form. */
  restoredAt: string | null
  /** When the draft the form opened with was sent without an answer coming back; null otherwise. */
  restoredSentAt: string | null
}

/**
 * An edit form's draft: saved after a pause in typing (and at once when the page is hidden or the form
 * goes, as when the session ends and sign-in takes over), deleted when the edit is accepted or discarded.
 * While the values are on their way, and after an answer that does not say what became of them, the draft
 * says when they were sent: a reload then tells the person the change may have been made.
 */
export function useEditDraft<Values extends FieldValues>({ account, submission, formName, form, restoredAt, restoredSentAt }: UseEditDraftOptions<Values>) {
  const [status] = useState(() => createSaveStatusStore(restoredAt))
  const sent = useRef(false)
  const sentAt = useRef<string | null>(restoredSentAt)
  const save = useCallback(() => {
    if (sent.current) return
    const at = new Date().toISOString()
    if (saveEditDraft(account, submission, formName, form.getValues(), at, sentAt.current ?? undefined)) status.saved(at)
    else status.failed()
  }, [account, submission, formName, form, status])
  const { changed, cancel } = useAutosave(save)
  return {
    status,
    touched: changed,
    /** The values leave for the service now: kept with that moment, before the request goes. */
    sending: useCallback(() => {
      cancel()
      sentAt.current = new Date().toISOString()
      save()
    }, [cancel, save]),
    /** The service answered without doing it (a refusal, a 404): the values are unsent again. */
    notMade: useCallback(() => {
      sentAt.current = null
      save()
    }, [save]),
    /** Accepted by the service: nothing is saved after. */
    sent: useCallback(() => {
      sent.current = true
      cancel()
      discardEditDraft(account, submission, formName)
    }, [cancel, account, submission, formName]),
    discard: useCallback(() => {
      cancel()
      sentAt.current = null
      discardEditDraft(account, submission, formName)
      status.reset()
    }, [cancel, account, submission, formName, status]),
  }
}
