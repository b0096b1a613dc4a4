import { useId, type Ref } from 'react'
import { Alert } from '@/components/ui/alert'
import { CopyButton } from '@/components/ui/copy-button'
import { formatDateTime } from '@/generic/format'
import type { ApprovalTarget, LastAttempt, UnknownCause } from '../kept-approvals'
import { holdSummaryText } from '../printout-text'
import { HoldDetails } from './hold-details'

const UNKNOWN_CAUSES: Record<UnknownCause, (at: string) => string> = {
  'no-answer': (at) => `No answer came to the approval sent on ${at}: the connection failed, the page was closed, or the service took too long.`,
  'server-failure': (at) => `The approval sent on ${at} failed at the service, which did not say whether it was saved.`,
  'unreadable-answer': (at) => `The service answered the approval sent on ${at} in a form the portal cannot read: it may have been saved.`,
}

export interface LastAttemptPanelProps {
  lastAttempt: LastAttempt
  target: ApprovalTarget
  /** The person said the hold is resolved, or that they checked the approval was not saved. */
  unlocked: boolean
  onUnlockedChange: (unlocked: boolean) => void
  /** The screen focuses the panel when a dialog about the attempt closes. */
  ref?: Ref<HTMLElement>
}

/**
 * What became of the last approval from this browser, while it stands in the way of another: a hold
 * to resolve first, or an outcome nobody knows. Approving again is offered only once the person says
 * the hold is resolved, or that they checked.
 */
export function LastAttemptPanel({ lastAttempt, target, unlocked, onUnlockedChange, ref }: LastAttemptPanelProps) {
  const checkId = useId()
  const at = formatDateTime(lastAttempt.at)
  const held = lastAttempt.kind === 'held'
  return (
    <section ref={ref} tabIndex={-1} aria-label="The last approval" data-testid="last-attempt">
      <Alert tone="warning" title={held ? 'The last approval was held for manual review' : 'The outcome of the last approval is unknown'}>
        {held ? (
          <div className="flex flex-col gap-3">
            <p>On {at} the service held the approval: nothing was approved. The hold must be resolved before you approve again.</p>
            <HoldDetails hold={lastAttempt.hold} />
            <div>
              <CopyButton text={holdSummaryText({ ...target, hold: lastAttempt.hold, at: lastAttempt.at })} label="Copy the summary" />
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <p>{UNKNOWN_CAUSES[lastAttempt.cause](at)}</p>
            <p>Check the policy’s status elsewhere before you approve again: this portal cannot show it. Pending Cancellation means the approval was saved.</p>
          </div>
        )}
        <div className="mt-4 flex items-start gap-3">
          <input
            id={checkId}
            type="checkbox"
            checked={unlocked}
            onChange={(event) => onUnlockedChange(event.target.checked)}
            className="mt-0.5 size-6 shrink-0 accent-brand-700"
          />
          <label htmlFor={checkId} className="font-semibold">
            {held ? 'The hold has been resolved: I want to approve again' : 'I have checked: this cancellation was not approved'}
          </label>
        </div>
      </Alert>
    </section>
  )
}
