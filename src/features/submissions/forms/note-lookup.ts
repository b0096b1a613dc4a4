import * as z from 'zod/mini'
import { DISPLAY_ID_EXAMPLE, isDisplayId } from '@/domain/display-id'

/**
 * A note id as the notification writes it, `N-1001`, read from what a person types: the case raised, and
 * a hyphen put between letters and digits typed without one (`n1001`), as a display id's case is raised
 * (issue 39; docs/api-assumptions.md, "Public reply notes").
 */
export const readNoteId = (typed: string) =>
  typed
    .trim()
    .toUpperCase()
    .replace(/^([A-Z]+)(\d+)$/, '$1-$2')

const noteIdSchema = z.string().check(z.overwrite(readNoteId), z.minLength(1, 'Enter the note id from the notification, like N-1001'))

/** The note of a submission whose page is open. */
export const noteIdFormSchema = z.object({ noteId: noteIdSchema })
export type NoteIdForm = z.infer<typeof noteIdFormSchema>

/** A reply named by a notification: its submission and its note. */
export const noteLookupSchema = z.object({
  displayId: z.string().check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, `Enter the submission or policy id, like ${DISPLAY_ID_EXAMPLE}`),
    z.refine((id) => id === '' || isDisplayId(id), `Enter the submission id as letters, a hyphen and digits, like ${DISPLAY_ID_EXAMPLE}`),
  ),
  noteId: noteIdSchema,
})
export type NoteLookup = z.infer<typeof noteLookupSchema>
