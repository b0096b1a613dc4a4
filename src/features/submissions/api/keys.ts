/** Query keys of public reply notes, from general to specific (invalidate `all` or one submission's). */
export const notesKeys = {
  all: ['notes'] as const,
  ofSubmission: (displayId: string) => [...notesKeys.all, displayId] as const,
  detail: (displayId: string, noteId: string) => [...notesKeys.ofSubmission(displayId), noteId] as const,
}
