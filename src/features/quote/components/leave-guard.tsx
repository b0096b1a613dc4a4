import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { getSession } from '@/api/session/session-store'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

export interface LeaveGuardProps {
  /** True while there are answers that were not sent; read at the moment of leaving, not rendered. */
  hasUnsentAnswers: () => boolean
  /** Writes the draft now, before the page goes. */
  beforeLeaving: () => void
  what: string
}

/**
 * Asks before the person leaves a wizard with answers not yet sent: a dialog for links inside the
 * portal, the browser's own prompt for closing or reloading the tab. Moving between the wizard's own
 * steps is not leaving, and neither is an ended session (sign-in brings the person back).
 */
export function LeaveGuard({ hasUnsentAnswers, beforeLeaving, what }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && getSession() !== null && hasUnsentAnswers(),
  )

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      beforeLeaving()
      if (!hasUnsentAnswers()) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [hasUnsentAnswers, beforeLeaving])

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={`Leave this ${what}?`}
      confirmLabel={`Leave the ${what}`}
      cancelLabel="Stay and carry on"
      onConfirm={() => {
        beforeLeaving()
        blocker.proceed?.()
      }}
      onCancel={() => blocker.reset?.()}
    >
      <p>It has not been sent. Your answers are kept as a draft in this browser: open a new {what} to pick up where you left off.</p>
    </ConfirmDialog>
  )
}
