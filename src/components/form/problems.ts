import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { flattenFieldErrors } from '@/generic/form-errors'
import type { FormIssue } from '@/generic/form-issues'

/** What is wrong with one field (or a group's anchor), as the person reads it: a form issue, its path the field's. */
export type FieldProblem = Omit<FormIssue, 'path'>

/**
 * Where the kit's fields read their problem: a field subscribes to its own path only, so it re-renders
 * when its problem changes and never for another field's. `get` returns the same object while the
 * problem stays the same. The wizard's issue store is one (docs/decisions/0007-form-kit-problem-sources.md);
 * `hookFormProblems` makes one of react-hook-form's errors.
 */
export interface ProblemSource {
  get(path: string): FieldProblem | undefined
  subscribePath(path: string, listener: () => void): () => void
  /** Every path with a problem now, and any change to them: a closed row of a long list counts its own (RowList). */
  paths(): Iterable<string>
  subscribe(listener: () => void): () => void
}

/** react-hook-form's `formState.errors` as a problem source; a field's problem object is kept while its message is. */
export function hookFormProblems<Values extends FieldValues>(form: Pick<UseFormReturn<Values>, 'getFieldState' | 'subscribe' | 'formState'>): ProblemSource {
  const known = new Map<string, FieldProblem>()
  const subscribe = (listener: () => void) => form.subscribe({ formState: { errors: true }, callback: listener })
  return {
    get(path) {
      const error = (form.getFieldState as (name: string) => { error?: { message?: string; type?: string } })(path).error
      const message = error?.message
      if (!message) {
        known.delete(path)
        return undefined
      }
      // A resolver's warning (issuesResolver) is an error of type `warning`.
      const warning = error.type === 'warning' || undefined
      const problem = known.get(path)
      if (problem?.message === message && problem.warning === warning) return problem
      const changed = warning ? { message, warning } : { message }
      known.set(path, changed)
      return changed
    },
    subscribePath: (_path, listener) => subscribe(listener),
    paths: () => flattenFieldErrors(form.formState.errors).map(({ path }) => path),
    subscribe,
  }
}
