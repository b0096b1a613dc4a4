import { parseChange, type SubmissionChange } from '../workspace-records'

/** What an edit form hands the submission page after the service accepted the change. */
export interface DoneState {
  done: SubmissionChange
  /** False when the browser would not keep it in the submission's history. */
  kept: boolean
}

export function doneStateOf(state: unknown): DoneState | null {
  if (typeof state !== 'object' || state === null) return null
  const { done, kept } = state as Record<string, unknown>
  const change = parseChange(done)
  return change && typeof kept === 'boolean' ? { done: change, kept } : null
}
