import { useKeptReducer } from '@/generic/kept-reducer'
import { approvalReducer, initialApprovalState, type ApprovalState } from './approval-state'
import type { ApprovalDraft } from './kept-approvals'

interface DraftAccess {
  initial: ApprovalDraft
  update: (patch: Partial<ApprovalDraft>) => boolean
  read: () => ApprovalDraft
}

/**
 * The approval state's machine, with what the draft keeps of it written at the moment of the event: an
 * approval's "sent, no answer yet" is in the browser before the request leaves. `guardValues` are kept
 * with the draft once the service says the cancellation is guarded. The draft says when the browser refused.
 */
export function useApprovalState({ initial, update, read }: DraftAccess, guardValues: () => ApprovalDraft['guard']) {
  const { state, dispatch } = useKeptReducer(
    approvalReducer,
    () => initialApprovalState({ lastAttempt: initial.lastAttempt, guardKnown: initial.guard !== null }),
    (next: ApprovalState, before: ApprovalState) => {
      const attemptKept = next.lastAttempt === before.lastAttempt || update({ lastAttempt: next.lastAttempt })
      const guardKept = !next.guardKnown || read().guard !== null || update({ guard: guardValues() })
      return attemptKept && guardKept
    },
  )
  return [state, dispatch] as const
}
