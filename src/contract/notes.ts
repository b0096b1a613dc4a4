import * as z from 'zod/mini'

/** GET /submission/{displayId}/notes/{note_id} (sections 2.10 and 4.9). */
export const publicReplyNoteSchema = z.object({
  note_id: z.string(),
  display_id: z.string(),
  body: z.string(),
  occurred_at: z.string(),
})
export type PublicReplyNote = z.infer<typeof publicReplyNoteSchema>
