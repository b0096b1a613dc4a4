import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/api/client'
import { publicReplyNoteSchema } from '@/contract/notes'
import { notesKeys } from './keys'

/** GET /submission/{displayId}/notes/{noteId} (section 4.9): a public reply; 404 for any other note. */
function getNote(displayId: string, noteId: string, signal?: AbortSignal) {
  return apiRequest({
    method: 'GET',
    path: `/submission/${encodeURIComponent(displayId)}/notes/${encodeURIComponent(noteId)}`,
    responseSchema: publicReplyNoteSchema,
    signal,
  })
}

export const noteQueryOptions = (displayId: string, noteId: string) =>
  queryOptions({
    queryKey: notesKeys.detail(displayId, noteId),
    queryFn: ({ signal }) => getNote(displayId, noteId, signal),
  })

export function useNote(displayId: string, noteId: string) {
  return useQuery(noteQueryOptions(displayId, noteId))
}
