import { useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { MessageText } from '@/components/ui/id'
import { countOf, formatCount } from '@/generic/text'
import { readApprovalList, type LeftOutLine, type ListedApproval } from '../batch/approval-list'
import { NOT_THE_NOTICES, STORED_DATES_RULE } from '../approval-words'
import { RULE_1_EMPTY_REASON, STORED_REASON } from '../form'
import { knownApproval } from '../kept-approvals'
import { reasonCodesText } from '../notice-explained'
import { FactList } from './fact-list'
import { LiveRegion } from '@/components/ui/live-region'

const inputClassName = 'w-full rounded-md border border-slate-500 bg-white p-2 font-mono text-sm'

/** The cancellations of one confirmation and the reason each approval sends: labels and values, not sentences. */
const ListedApprovals = ({ approvals, stacked = false }: { approvals: readonly ListedApproval[]; stacked?: boolean }) => (
  <FactList
    rows={approvals.map(({ displayId, transactionId, reason }) => ({
      label: `${displayId}, transaction ${transactionId}`,
      value: reason ? reasonCodesText(reason) : STORED_REASON,
    }))}
    stacked={stacked}
  />
)

export interface ApprovalListFormProps {
  account: string
  /** Starts the batch: the lines to send, and those the person left out (kept for the report). */
  onConfirmed: (approvals: readonly ListedApproval[], leftOut: readonly LeftOutLine[]) => void
}

/**
 * Paste or choose the list, have it checked, then confirm it once. Lines this browser knows may be left
 * out in one action: the list stays as typed, and the report names them.
 */
export function ApprovalListForm({ account, onConfirmed }: ApprovalListFormProps) {
  const textId = useId()
  const fileId = useId()
  const [text, setText] = useState('')
  const [checked, setChecked] = useState<ReturnType<typeof readApprovalList> | null>(null)
  const [confirming, setConfirming] = useState(false)
  const ready = checked && checked.problems.length === 0 ? checked.approvals : null
  const check = (list: string, leaveOut: ReadonlySet<number> = new Set()) =>
    setChecked(readApprovalList(list, (approval) => knownApproval({ account, ...approval }), leaveOut))
  const known = checked?.problems.filter((problem) => problem.known) ?? []
  const leaveOutKnown = () => check(text, new Set([...(checked?.leftOut ?? []), ...known].map(({ line }) => line)))

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <label htmlFor={textId} className="font-semibold text-slate-900">
          The cancellations, one a line
        </label>
        <p id={`${textId}-hint`} className="text-slate-700">
          The display id, the transaction and, if you want one, the reason code, separated by commas, tabs or spaces: <code>BR-20001, 2, non_payment</code>.
          Cells copied from a spreadsheet paste as they are. {RULE_1_EMPTY_REASON}
        </p>
        <textarea
          id={textId}
          aria-describedby={`${textId}-hint`}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setChecked(null)
          }}
          rows={8}
          spellCheck={false}
          className={inputClassName}
        />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={fileId} className="font-semibold text-slate-900">
          Or choose a file (CSV or text)
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.txt,.tsv,text/csv,text/plain"
          onChange={(event) => {
            const input = event.currentTarget
            void input.files?.[0]?.text().then((read) => {
              setText(read)
              check(read)
              input.value = ''
            })
          }}
          className="max-w-full text-base"
        />
      </div>
      <div>
        {/* Checked again as typed, the lines already left out stay out (an edit of the list starts afresh). */}
        <Button variant="secondary" onClick={() => check(text, new Set(checked?.leftOut.map(({ line }) => line)))}>
          Check the list
        </Button>
      </div>
      <LiveRegion className="flex flex-col gap-4">
        {checked && checked.problems.length > 0 && (
          <Alert tone="error" title={`The list has ${countOf(checked.problems.length, 'problems')}: nothing will be sent until it is fixed`}>
            <ul className="list-disc pl-6">
              {checked.problems.map(({ line, message }) => (
                <li key={line} className="free-text">
                  Line {formatCount(line)}: <MessageText>{message}</MessageText>
                </li>
              ))}
            </ul>
            {known.length > 0 && (
              <Button variant="secondary" className="mt-3" onClick={leaveOutKnown}>
                Leave out {known.length === 1 ? `line ${known[0]!.line}` : `the ${countOf(known.length, 'lines')} this browser knows`}
              </Button>
            )}
          </Alert>
        )}
        {checked && checked.leftOut.length > 0 && (
          <Alert tone="info" title={`Left out: ${countOf(checked.leftOut.length, 'lines')} of the list, not sent`}>
            <FactList
              rows={checked.leftOut.map((line) => ({ label: `Line ${line.line}: ${line.displayId}, transaction ${line.transactionId}`, value: line.why }))}
            />
          </Alert>
        )}
        {ready && (
          <Alert tone="info" title={`${countOf(ready.length, 'cancellations')} to approve, checked`}>
            <ListedApprovals approvals={ready} />
          </Alert>
        )}
      </LiveRegion>
      {ready && (
        <div>
          <Button onClick={() => setConfirming(true)}>Approve {countOf(ready.length, 'cancellations')}…</Button>
        </div>
      )}
      {ready && (
        <ConfirmDialog
          open={confirming}
          role="alertdialog"
          size="wide"
          tone="danger"
          title={`Approve ${countOf(ready.length, 'cancellations')}?`}
          confirmLabel="Approve them all and start the notice clocks"
          cancelLabel="Go back"
          onConfirm={() => {
            setConfirming(false)
            onConfirmed(ready, checked?.leftOut ?? [])
          }}
          onCancel={() => setConfirming(false)}
        >
          <p className="font-semibold">Approving starts each policy’s notice clocks and cannot be undone from the portal.</p>
          <p>Each policy moves to Pending Cancellation. {STORED_DATES_RULE}</p>
          <p>{NOT_THE_NOTICES}</p>
          <ListedApprovals approvals={ready} stacked />
        </ConfirmDialog>
      )}
    </div>
  )
}
