import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/api/client'
import { publicReplyNoteSchema } from '@/api/contract/notes'

export const noteQuery = (displayId: string, noteId: string) =>
  queryOptions({
    queryKey: ['submissions', displayId, 'notes', noteId],
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: `/submission/${encodeURIComponent(displayId)}/notes/${encodeURIComponent(noteId)}`,
        responseSchema: publicReplyNoteSchema,
        signal,
      }),
  })

export function useNote(displayId: string, noteId: string) {
  return useQuery(noteQuery(displayId, noteId))
}
