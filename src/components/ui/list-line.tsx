import type { ReactNode } from 'react'

/** Where a list that loads after its page is: on its way, back with nothing in it, or past both (its rows, or its failure, say the rest). */
export type ListState = 'loading' | 'empty' | 'listed'

export const listStateOf = (query: { isPending: boolean; data?: readonly unknown[] }): ListState =>
  query.isPending ? 'loading' : query.data?.length === 0 ? 'empty' : 'listed'

/**
 * The line such a list says in its place: `loading` while it loads, then `empty` if it came back empty.
 * While it loads, the empty words are laid out under the loading ones, unseen and unheard, so the line is
 * already as tall as it may become at any width, and nothing under it moves when the answer comes (ADR 0165).
 */
export function ListLine({ state, loading, empty }: { state: ListState; loading: string; empty: ReactNode }) {
  if (state === 'listed') return null
  return (
    <div className="mt-3 grid text-slate-700">
      {state === 'loading' && (
        <p role="status" className="col-start-1 row-start-1">
          {loading}
        </p>
      )}
      <p aria-hidden={state === 'loading' || undefined} className={`col-start-1 row-start-1 ${state === 'loading' ? 'invisible' : ''}`}>
        {empty}
      </p>
    </div>
  )
}
