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

/** The form's values, and when they were sent if their answer has not come: a reload then does not call them unsent. */
const storedDraftSchema = z.object({ values: storedValuesSchema, sentAt: z.optional(z.string()) })
type StoredDraft = z.infer<typeof storedDraftSchema>

/** Version 1 kept the values alone. */
const versionOneSchema = z.object({ version: z.literal(1), savedAt: z.string(), data: storedValuesSchema })

const drafts = createRecordStore<StoredDraft>({
  prefix: 'portal.workspace.edit-draft',
  version: 2,
  schema: storedDraftSchema,
  keepDays: 30,
  upgrade: (stored) => {
    const older = versionOneSchema.safeParse(stored)
    return older.success ? { value: { values: older.data.data }, savedAt: older.data.savedAt } : null
  },
})

export const portableEditDrafts: PortableKind = { label: 'unsent changes to submissions', store: drafts }

const idOf = ({ displayId, transactionId }: SubmissionRef, form: EditFormName) => `${displayId}/${transactionId}/${form}`

export interface EditDraft<Values> {
  values: Values
  savedAt: string
  /** When these values were sent, if no answer came back before the page went: the change may have been made. */
  sentAt: string | null
}

/** The draft of one form, over its empty values; null when there is none (or it expired). */
export function loadEditDraft<Values>(account: string, ref: SubmissionRef, form: EditFormName, empty: Values): EditDraft<Values> | null {
  const record = drafts.get(account, idOf(ref, form))
  return record && { values: overlayValues(empty, record.value.values) as Values, savedAt: record.savedAt, sentAt: record.value.sentAt ?? null }
}

/**
 * Keeps the values; `sentAt` when they are on their way to the service (kept until an answer says what
 * became of them). False when the browser would not store it (storage full, turned off or private).
 */
export const saveEditDraft = (account: string, ref: SubmissionRef, form: EditFormName, values: object, savedAt: string, sentAt?: string): boolean =>
  drafts.put(account, idOf(ref, form), sentAt ? { values, sentAt } : { values }, savedAt)

export const discardEditDraft = (account: string, ref: SubmissionRef, form: EditFormName): boolean => drafts.remove(account, idOf(ref, form))
