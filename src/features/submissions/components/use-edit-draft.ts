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
}

/**
 * An edit form's draft: saved after a pause in typing (and at once when the page is hidden or the form
 * goes, as when the session ends and sign-in takes over), deleted when the edit is accepted or discarded.
 */
export function useEditDraft<Values extends FieldValues>({ account, submission, formName, form, restoredAt }: UseEditDraftOptions<Values>) {
  const [status] = useState(() => createSaveStatusStore(restoredAt))
  const sent = useRef(false)
  const save = useCallback(() => {
    if (sent.current) return
    const at = new Date().toISOString()
    if (saveEditDraft(account, submission, formName, form.getValues(), at)) status.saved(at)
    else status.failed()
  }, [account, submission, formName, form, status])
  const { changed, cancel } = useAutosave(save)
  return {
    status,
    touched: changed,
    /** Accepted by the service: nothing is saved after. */
    sent: useCallback(() => {
      sent.current = true
      cancel()
      discardEditDraft(account, submission, formName)
    }, [cancel, account, submission, formName]),
    discard: useCallback(() => {
      cancel()
      discardEditDraft(account, submission, formName)
      status.reset()
    }, [cancel, account, submission, formName, status]),
  }
}
