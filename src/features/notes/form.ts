import * as z from 'zod/mini'

export const noteLookupSchema = z.object({
  displayId: z.string().check(z.trim(), z.toUpperCase(), z.minLength(1, 'Enter the submission or policy id, like BR-10001')),
  noteId: z.string().check(z.trim(), z.toUpperCase(), z.minLength(1, 'Enter the note id from the notification, like N-1001')),
})
export type NoteLookup = z.infer<typeof noteLookupSchema>
