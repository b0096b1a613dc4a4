import { useCallback, useRef, useState } from 'react'
import { emptyApprovalForm } from './form'
import { findDraft, keepDraft, type ApprovalDraft, type ApprovalTarget } from './kept-approvals'

/**
 * The draft of an approval, written to the browser at every change so that a reload, an ended session
 * or a refused send loses nothing. Typing in a field is written without re-rendering the screen; the
 * screen re-renders only when the browser starts or stops keeping it.
 */
export function useApprovalDraft(target: ApprovalTarget) {
  const [initial] = useState<ApprovalDraft>(() => findDraft(target) ?? { form: emptyApprovalForm(), guard: null, lastAttempt: null })
  const current = useRef(initial)
  const [keptInBrowser, setKeptInBrowser] = useState(true)
  const update = useCallback(
    (patch: Partial<ApprovalDraft>) => {
      current.current = { ...current.current, ...patch }
      const kept = keepDraft(target, current.current)
      setKeptInBrowser(kept)
      return kept
    },
    [target],
  )
  const read = useCallback(() => current.current, [])
  return { initial, keptInBrowser, update, read }
}
