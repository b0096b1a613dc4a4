import type { QueryClient } from '@tanstack/react-query'
import { Link, useParams, type LoaderFunctionArgs } from 'react-router'
import { BusinessRuleError } from '@/api/errors'
import { describeError } from '@/api/error-message'
import { Id } from '@/components/ui/id'
import { LoadFailure } from '@/components/ui/load-failure'
import { PageHeading } from '@/components/ui/page-heading'
import { formatDateTime } from '@/generic/format'
import { paths } from '@/domain/paths'
import { noteQueryOptions, useNote } from '../api/get-note'

/** The route's loader starts reading the note while this screen's code is still on its way. */
export function loadNotePage(queryClient: QueryClient, { params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(noteQueryOptions(params.displayId ?? '', params.noteId ?? ''))
}

const isNotFound = (error: Error) => error instanceof BusinessRuleError && error.status === 404

export function NotePage() {
  const { displayId = '', noteId = '' } = useParams()
  const note = useNote(displayId, noteId)
  return (
    <div className="max-w-3xl">
      <PageHeading title={`Reply ${noteId}`}>
        Reply <Id>{noteId}</Id> on <Id>{displayId}</Id>
      </PageHeading>
      {note.isPending && <p role="status">Loading the reply…</p>}
      {note.error && (
        <LoadFailure title="This reply cannot be shown" onRetry={isNotFound(note.error) ? undefined : () => void note.refetch()}>
          {isNotFound(note.error) ? (
            <>
              There is no public reply <Id>{noteId}</Id> on a submission <Id>{displayId}</Id> of your agency. Check both ids; internal notes are never shown
              here.
            </>
          ) : (
            describeError(note.error)
          )}
        </LoadFailure>
      )}
      {note.data && (
        <article className="rounded-md border border-slate-300 bg-white p-6">
          <p className="text-sm text-slate-700">
            Posted <time dateTime={note.data.occurred_at}>{formatDateTime(note.data.occurred_at)}</time>
          </p>
          <p dir="auto" className="free-text mt-4 whitespace-pre-wrap" data-testid="note-body">
            {note.data.body}
          </p>
        </article>
      )}
      {/* Drawn with the answer, under it: drawn under "Loading…", they moved down the reply's height when it came (ADR 0165). */}
      {!note.isPending && (
        <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
          <Link to={paths.noteLookup}>Read another reply</Link>
          <Link to={paths.workspace}>Open a submission</Link>
        </p>
      )}
    </div>
  )
}
