import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { FreeText } from '@/components/ui/free-text'
import { formatDateTime } from '@/generic/format'
import { STORED_DATES_RULE } from '../approval-words'
import { idRows, idsText, printoutText, storedDateRows, type PrintoutInput } from '../printout-text'
import { FactList } from './fact-list'
import { NoticeDecision } from './notice-decision'
import './approval-print.css'

/**
 * A saved approval, every field of the answer (the service's strings as FreeText, so a code like
 * `cancellation_notice_continuation_review` breaks rather than push a phone's page sideways): the ids
 * (the transportation submission id beside the transaction id), the status, the stored dates as the
 * authority, and the notice decision in words. Printed alone, and copied as text.
 */
export function ApprovalPrintout(props: PrintoutInput) {
  const { title, facts, receipt, receivedAt, account, reasonLeftEmpty } = props
  return (
    <section
      id="approval-printout"
      aria-labelledby="approval-printout-heading"
      className="flex flex-col gap-6 rounded-md border border-slate-300 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-col gap-2">
        <h2 id="approval-printout-heading" className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-700">
          Received <time dateTime={receivedAt}>{formatDateTime(receivedAt)}</time> by <FreeText>{account}</FreeText>.
        </p>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="text-xl font-bold">Ids and status</h3>
        <FactList rows={idRows(facts, receipt)} testId="approval-ids" />
        <div className="print:hidden">
          <CopyButton text={idsText(facts)} label="Copy the ids" />
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="text-xl font-bold">Stored dates</h3>
        <p>{STORED_DATES_RULE}</p>
        <FactList rows={storedDateRows(facts)} testId="stored-dates" />
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="text-xl font-bold">The notice decision</h3>
        <NoticeDecision notice={facts.cancellation_notice} stored={facts} reasonLeftEmpty={reasonLeftEmpty} headingLevel={4} />
      </div>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <CopyButton text={printoutText(props)} label="Copy as text" />
      </div>
    </section>
  )
}
