import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { getSession } from '@/api/session/session-store'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useStore } from '@/generic/use-store'
import type { SaveStatusStore } from '@/components/form/draft-status'

export interface LeaveGuardProps {
  /** True while there are answers that were not sent; read at the moment of leaving, not rendered. */
  hasUnsentAnswers: () => boolean
  /** Writes the draft now, before the page goes. */
  beforeLeaving: () => void
  /** Whether the draft could be saved: the browser's own prompt is needed only when it could not. */
  status: SaveStatusStore
  what: string
}

/**
 * Asks before the person leaves a wizard with answers not yet sent: a dialog for links inside the
 * portal, which says whether the draft keeps them. Closing or reloading the tab writes the draft at
 * once, so the browser's own prompt comes only when the draft could not be saved. Moving between the
 * wizard's own steps is not leaving, and neither is an ended session (sign-in brings the person back).
 */
export function LeaveGuard({ hasUnsentAnswers, beforeLeaving, status, what }: LeaveGuardProps) {
  const { failed } = useStore(status)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && getSession() !== null && hasUnsentAnswers(),
  )

  // Asked, the draft is written at once, so that the dialog can say truly whether it is kept.
  const asking = blocker.state === 'blocked'
  useEffect(() => {
    if (asking) beforeLeaving()
  }, [asking, beforeLeaving])

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      beforeLeaving()
      if (!hasUnsentAnswers() || !status.get().failed) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [hasUnsentAnswers, beforeLeaving, status])

  return (
    <ConfirmDialog
      open={asking}
      title={`Leave this ${what}?`}
      confirmLabel={`Leave the ${what}`}
      cancelLabel="Stay and carry on"
      tone={failed ? 'danger' : 'primary'}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {failed ? (
        <p>It has not been sent, and this browser could not save a draft of it: if you leave, your answers are lost.</p>
      ) : (
        <p>It has not been sent. Your answers are kept as a draft in this browser: open a new {what} to pick up where you left off.</p>
      )}
    </ConfirmDialog>
  )
}
