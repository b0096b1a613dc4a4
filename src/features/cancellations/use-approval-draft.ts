import { useCallback, useRef, useState } from 'react'
import { emptyApprovalForm } from './form'
import { findDraft, keepDraft, type ApprovalDraft, type ApprovalTarget, type LastAttempt } from './kept-approvals'

/**
 * The draft of an approval, written to the browser at every change so that a reload, an ended session
 * or a refused send loses nothing. The screen re-renders only for what it shows: the last attempt and
 * whether the guard is known; typing in a field is written without re-rendering the screen.
 */
export function useApprovalDraft(target: ApprovalTarget) {
  const [initial] = useState<ApprovalDraft>(() => findDraft(target) ?? { form: emptyApprovalForm(), guard: null, lastAttempt: null })
  const current = useRef(initial)
  const [lastAttempt, setLastAttempt] = useState<LastAttempt | null>(initial.lastAttempt)
  const [guardKnown, setGuardKnown] = useState(initial.guard !== null)
  const [keptInBrowser, setKeptInBrowser] = useState(true)
  const update = useCallback(
    (patch: Partial<ApprovalDraft>) => {
      current.current = { ...current.current, ...patch }
      setKeptInBrowser(keepDraft(target, current.current))
      if (patch.lastAttempt !== undefined) setLastAttempt(patch.lastAttempt)
      if (patch.guard !== undefined) setGuardKnown(patch.guard !== null)
    },
    [target],
  )
  const read = useCallback(() => current.current, [])
  return { initial, lastAttempt, guardKnown, keptInBrowser, update, read }
}
