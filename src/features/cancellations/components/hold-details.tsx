import type { CancellationHoldBody } from '@/api/contract/cancel-approve'
import { FreeText } from '@/components/ui/free-text'
import { basisText, heldDates, holdReasonText, minimumText } from '../notice-explained'
import { dateRows } from '../record-text'
import { FactList } from './fact-list'

/**
 * A hold (rule 6) from its body: why, which dates (the service's messages name the policy term), and,
 * unless `brief`, the minimum it was measured against, the dates as they stand and the service's words.
 */
export function HoldDetails({ hold, brief = false }: { hold: CancellationHoldBody; brief?: boolean }) {
  const notice = hold.cancellation_notice
  return (
    <div className="flex flex-col gap-3" data-testid="hold-details">
      <p>
        <span className="font-semibold">Why: </span>
        {holdReasonText(notice.hold_reason)}.
      </p>
      <div>
        <p className="font-semibold">Dates held</p>
        <ul className="list-disc space-y-1 pl-6">
          {heldDates(hold.errors).map(({ label, messages }) => (
            <li key={label}>
              {label}: <FreeText>{messages.join(' ')}</FreeText>
            </li>
          ))}
        </ul>
      </div>
      {!brief && (
        <>
          <p>
            <span className="font-semibold">The minimum: </span>
            {basisText(notice)} {minimumText(notice)}
          </p>
          {notice.current_dates && (
            <div>
              <p className="mb-2 font-semibold">Stored dates, unchanged</p>
              <FactList rows={dateRows(notice.current_dates, notice.wc_action)} stacked />
            </div>
          )}
          <p className="text-sm text-slate-700">
            <span className="font-semibold">The service’s words: </span>
            <FreeText>{hold.error}</FreeText>
          </p>
        </>
      )}
    </div>
  )
}
