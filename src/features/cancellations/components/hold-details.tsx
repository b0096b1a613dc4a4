import type { CancellationHoldBody } from '@/contract/cancel-approve'
import { holdReasonText } from '../notice-explained'
import { holdRows } from '../printout-text'
import { FactList } from './fact-list'

/** A hold (rule 6) in short: why, the earliest date the notice allows, and each held date as stored. */
export function HoldDetails({ hold }: { hold: CancellationHoldBody }) {
  return (
    <div className="flex flex-col gap-3" data-testid="hold-details">
      <p>
        <span className="font-semibold">Why: </span>
        {holdReasonText(hold.cancellation_notice.hold_reason)}.
      </p>
      <FactList rows={holdRows(hold)} stacked />
    </div>
  )
}
