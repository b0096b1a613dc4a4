import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Id, MessageText } from '@/components/ui/id'
import { STACKED, StackLabel } from '@/components/ui/stacked-table'
import { downloadFile } from '@/generic/download-file'
import { cancelApprovePath } from '@/domain/paths'
import { countApprovalBatch, type ApprovalBatchState, type BatchLine, type OutcomeKind, type PauseCause } from '../batch/approval-batch'
import { kindOf, LEFT_OUT, leftOutDetail, outcomeDetail, outcomeLabel, progressText, reportCsv, reportText } from '../batch/batch-report'

const PAUSES: Record<PauseCause, string> = {
  asked: 'Paused, as you asked.',
  'rate-limited': 'The service asked the portal to slow down: the line it was about to approve was not processed and is waiting. Go on when you are ready.',
  offline: 'This browser went offline: the line it was about to approve was not sent and is waiting. Go on once you are back online.',
  'session-ended': 'Your session ended: the line it was about to approve was not sent and is waiting. Sign in again, then go on.',
  reloaded:
    'The page was reloaded while the batch ran. A line sent without an answer is marked “outcome unknown” and will not be sent again. Go on with the rest?',
}

/** What the link to the single approval's page offers, for the lines whose next step is there. */
const ALONE: Partial<Record<OutcomeKind, string>> = { held: 'Resolve the hold', guarded: 'Approve it alone' }

/** A line that needs a person: open it alone, on the single approval's page. */
const needsItsOwnPage = (line: BatchLine) => ['held', 'guarded', 'unknown', 'refused', 'receipt'].includes(kindOf(line))

interface ReportRowProps {
  line: { displayId: string; transactionId: number }
  outcome: string
  detail: string
  /** Where its next step is, when it has one: the single approval's page. */
  next?: string
}

/** One line of the list in the report: the cancellation, what became of it, why, and where to go on with it. */
function ReportRow({ line: { displayId, transactionId }, outcome, detail, next }: ReportRowProps) {
  return (
    <tr {...STACKED.row} className="border-b border-slate-200 align-top" data-testid="batch-line">
      <th {...STACKED.rowheader} className="py-2 pr-3 text-left font-semibold">
        <StackLabel>Cancellation</StackLabel> <Id>{displayId}</Id>, transaction {transactionId}
      </th>
      <td {...STACKED.cell} className="py-2 pr-3">
        <StackLabel>Outcome</StackLabel>
        <span className="font-semibold">{outcome}</span>
      </td>
      <td {...STACKED.cell} className="free-text stack-block py-2 pr-3">
        <StackLabel>Details</StackLabel>
        <MessageText>{detail}</MessageText>
      </td>
      {/* Left empty when there is no next step: a phone's card then leaves the cell out (td:empty). */}
      <td {...STACKED.cell} className="stack-block py-2">
        {next && (
          <>
            <StackLabel>Next</StackLabel>
            <Link to={cancelApprovePath(displayId, transactionId)} aria-label={`${next}: ${displayId}, transaction ${transactionId}`}>
              {next}
            </Link>
          </>
        )}
      </td>
    </tr>
  )
}

export function BatchReport({
  batch,
  onPause,
  onResume,
  onNewList,
}: {
  batch: ApprovalBatchState
  onPause: () => void
  onResume: () => void
  onNewList: () => void
}) {
  const counts = countApprovalBatch(batch)
  return (
    <div id="approval-printout" className="flex flex-col gap-4">
      <p role="status" className="font-semibold" data-testid="batch-progress">
        {progressText(batch)}
      </p>
      {batch.phase === 'paused' && batch.pause && (
        <Alert tone="warning" title="The batch is paused">
          <p>{PAUSES[batch.pause]}</p>
          <div className="mt-3">
            <Button onClick={onResume}>Go on with the rest</Button>
          </div>
        </Alert>
      )}
      {batch.phase === 'running' && (
        <div>
          <Button variant="secondary" onClick={onPause}>
            Pause after this one
          </Button>
        </div>
      )}
      <table {...STACKED.table} className="stacked-table w-full border-collapse text-left">
        <thead {...STACKED.rowgroup}>
          <tr {...STACKED.row} className="border-b border-slate-400">
            <th {...STACKED.columnheader}>Cancellation</th>
            <th {...STACKED.columnheader}>Outcome</th>
            <th {...STACKED.columnheader}>Details</th>
            <th {...STACKED.columnheader}>Next</th>
          </tr>
        </thead>
        <tbody {...STACKED.rowgroup}>
          {batch.lines.map((line) => (
            <ReportRow
              key={`${line.displayId}/${line.transactionId}`}
              line={line}
              outcome={outcomeLabel(line)}
              detail={outcomeDetail(line)}
              next={needsItsOwnPage(line) ? (ALONE[kindOf(line)] ?? 'Open it alone') : undefined}
            />
          ))}
          {/* The lines the person left out: never sent, so no next step here. */}
          {batch.leftOut?.map((line) => (
            <ReportRow key={`left out ${line.line}`} line={line} outcome={LEFT_OUT} detail={leftOutDetail(line)} />
          ))}
        </tbody>
      </table>
      {counts.receipt > 0 && <p className="text-slate-700">Each saved-approval receipt is kept on its cancellation’s page until you delete it there.</p>}
      {batch.phase === 'finished' && (
        <div className="flex flex-wrap items-center gap-3 print:hidden">
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
          <CopyButton text={reportText(batch)} label="Copy as text" />
          <Button variant="secondary" onClick={() => downloadFile(`approvals-${batch.createdAt.slice(0, 10)}.csv`, reportCsv(batch), 'text/csv;charset=utf-8')}>
            Export as CSV
          </Button>
          <Button variant="secondary" onClick={onNewList}>
            Start a new list
          </Button>
        </div>
      )}
    </div>
  )
}
