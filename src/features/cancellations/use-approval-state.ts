import { useCallback, useRef, useState } from 'react'
import { approvalReducer, initialApprovalState, type ApprovalEvent, type ApprovalState } from './approval-state'
import type { ApprovalDraft } from './kept-approvals'

interface DraftAccess {
  initial: ApprovalDraft
  update: (patch: Partial<ApprovalDraft>) => void
  read: () => ApprovalDraft
}

/**
 * The approval state's reducer, with what the draft keeps of it written at the moment of the event rather than
 * after the next render: an approval's "sent, no answer yet" is in the browser before the request leaves.
 * `guardValues` are kept with the draft once the service says the cancellation is guarded.
 */
export function useApprovalState({ initial, update, read }: DraftAccess, guardValues: () => ApprovalDraft['guard']) {
  const [state, setState] = useState(() => initialApprovalState({ lastAttempt: initial.lastAttempt, guardKnown: initial.guard !== null }))
  const current = useRef<ApprovalState>(state)
  const dispatch = useCallback(
    (event: ApprovalEvent) => {
      const before = current.current
      const next = approvalReducer(before, event)
      current.current = next
      if (next.lastAttempt !== before.lastAttempt) update({ lastAttempt: next.lastAttempt })
      if (next.guardKnown && read().guard === null) update({ guard: guardValues() })
      setState(next)
    },
    [update, read, guardValues],
  )
  return [state, dispatch] as const
}
