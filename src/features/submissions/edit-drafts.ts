import * as z from 'zod/mini'
import { overlayValues } from '@/generic/overlay-values'
import { createRecordStore } from '@/generic/record-store'
import type { PortableKind } from '@/generic/records-file'
import type { SubmissionRef } from './forms/submission-ref'

/**
 * Unsent edit forms, per account, per submission transaction and form, so that a reload, a closed tab
 * or an ended session costs nothing (docs/decisions/0025-submission-edit-forms.md). Deleted when the
 * edit is sent and accepted, or discarded; otherwise 30 days after the last save.
 */

export type EditFormName = 'add-driver' | 'add-trailer' | 'update-vehicle'

/** Read back by laying them over the form's empty values, so only their being an object is checked here. */
const storedValuesSchema = z.custom<object>((value) => typeof value === 'object' && value !== null && !Array.isArray(value))

const drafts = createRecordStore<object>({
  prefix: 'portal.workspace.edit-draft',
  version: 1,
  schema: storedValuesSchema,
  keepDays: 30,
})

export const portableEditDrafts: PortableKind = { label: 'unsent changes to submissions', store: drafts }

const idOf = ({ displayId, transactionId }: SubmissionRef, form: EditFormName) => `${displayId}/${transactionId}/${form}`

export interface EditDraft<Values> {
  values: Values
  savedAt: string
}

/** The draft of one form, over its empty values; null when there is none (or it expired). */
export function loadEditDraft<Values>(account: string, ref: SubmissionRef, form: EditFormName, empty: Values): EditDraft<Values> | null {
  const record = drafts.get(account, idOf(ref, form))
  return record && { values: overlayValues(empty, record.value) as Values, savedAt: record.savedAt }
}

/** False when the browser would not store it (storage full, turned off or private). */
export const saveEditDraft = (account: string, ref: SubmissionRef, form: EditFormName, values: object, savedAt: string): boolean =>
  drafts.put(account, idOf(ref, form), values, savedAt)

export const discardEditDraft = (account: string, ref: SubmissionRef, form: EditFormName): boolean => drafts.remove(account, idOf(ref, form))
