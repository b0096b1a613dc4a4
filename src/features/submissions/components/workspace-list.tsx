import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { PhraseText } from '@/components/ui/free-text'
import { Id } from '@/components/ui/id'
import { formatDateTime } from '@/generic/format'
import { type Phrase, supplied } from '@/generic/text'
import { cancelApprovePath, submissionPath } from '@/domain/paths'
import { changeSentence } from '../change-words'
import { forgetEntry, MAX_SUBMISSIONS, workspaceEntries, type WorkspaceEntry } from '../workspace-records'
import { LiveRegion } from '@/components/ui/live-region'

const nameOf = ({ displayId, transactionId }: WorkspaceEntry) => `${displayId}, transaction ${transactionId}`

/** The latest thing done to it here, in words. */
function lastDone(entry: WorkspaceEntry): Phrase {
  if (entry.approvalReceipt && entry.approvalReceipt.receivedAt >= entry.lastActivityAt) return 'Cancellation approved; the notice handoff did not finish.'
  const [latest] = entry.changes
  if (latest) return changeSentence(latest)
  if (entry.madeHere && (!entry.openedAt || entry.madeHere.receivedAt >= entry.openedAt)) {
    return [`${entry.madeHere.kind === 'quote' ? 'Quote' : 'Indication'} received for `, supplied(entry.madeHere.insuredName), '.']
  }
  return 'Opened; nothing changed from here.'
}

function EntryRow({ entry, onRemove }: { entry: WorkspaceEntry; onRemove: (entry: WorkspaceEntry) => void }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 px-4 py-3">
      <div className="min-w-0">
        <Link to={submissionPath(entry.displayId, entry.transactionId)} className="font-semibold">
          <Id className="font-mono">{entry.displayId}</Id>, transaction {entry.transactionId}
        </Link>
        {entry.madeHere && (
          <span className="ml-2 inline-block rounded-full bg-slate-200 px-2 py-0.5 text-sm whitespace-nowrap text-slate-900">
            {entry.madeHere.kind === 'quote' ? 'Quote' : 'Indication'} made here
          </span>
        )}
        {/* Label and value, not a sentence: each entry says them, and a list of the same sentences reads as one said many times. */}
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-slate-700">
          <dt>Last done</dt>
          <dd>
            <PhraseText phrase={lastDone(entry)} />
          </dd>
          <dt className="text-sm">{entry.openedAt ? 'Last opened' : 'Not opened yet; last activity'}</dt>
          <dd className="text-sm">{formatDateTime(entry.openedAt ?? entry.lastActivityAt)}</dd>
        </dl>
        {entry.approvalReceipt && (
          <p>
            <Link to={cancelApprovePath(entry.displayId, entry.transactionId)}>
              Its saved-approval receipt<span className="sr-only"> for {nameOf(entry)}</span>
            </Link>
          </p>
        )}
      </div>
      {entry.approvalReceipt ? (
        <p className="max-w-56 text-sm text-slate-700">Listed while its approval receipt is kept. Delete the receipt on its page.</p>
      ) : (
        <Button variant="secondary" size="small" onClick={() => onRemove(entry)}>
          Remove<span className="sr-only"> {nameOf(entry)} from this list</span>
        </Button>
      )}
    </li>
  )
}

/** This browser's record of the submissions the account opened, changed, quoted or priced, newest first. */
export function WorkspaceList({ account }: { account: string }) {
  const [entries, setEntries] = useState(() => workspaceEntries(account))
  const [removing, setRemoving] = useState<WorkspaceEntry | null>(null)
  const [removedCount, setRemovedCount] = useState(0)
  const [refused, setRefused] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // The removed row's button is gone: the focus goes to the list's heading rather than the page's top.
  useEffect(() => {
    if (removedCount > 0) headingRef.current?.focus()
  }, [removedCount])

  const remove = () => {
    if (!removing) return
    setRefused(!forgetEntry(account, removing))
    setRemoving(null)
    setEntries(workspaceEntries(account))
    setRemovedCount((count) => count + 1)
  }

  return (
    <section aria-labelledby="list-heading">
      <h2 id="list-heading" ref={headingRef} tabIndex={-1} className="mb-2 text-xl font-bold focus:outline-none">
        Opened in this browser
      </h2>
      <p className="mb-4 max-w-3xl text-slate-700">
        The service has no list of your agency’s submissions. This is this browser’s record of the ones you opened, changed, quoted or priced here, for your
        account, newest first. It keeps the {MAX_SUBMISSIONS} used most recently, each for 30 days after its last use; one with a saved-approval receipt stays
        until the receipt is deleted.
      </p>
      <LiveRegion>{refused && <p className="mb-4 font-semibold text-red-700">This browser would not delete it (its storage is turned off).</p>}</LiveRegion>
      {entries.length === 0 ? (
        <p>Nothing yet. A submission is listed here once you open it, or get a quote or an indication.</p>
      ) : (
        <ul className="divide-y divide-slate-300 rounded-md border border-slate-300 bg-white">
          {entries.map((entry) => (
            <EntryRow key={`${entry.displayId}/${entry.transactionId}`} entry={entry} onRemove={setRemoving} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={
          removing && (
            <>
              Remove <Id>{removing.displayId}</Id>, transaction {removing.transactionId} from this list?
            </>
          )
        }
        confirmLabel="Remove it"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        <p>
          What this browser kept of it goes: its history here
          {removing?.madeHere ? `, and the ${removing.madeHere.kind} result kept for it` : ''}. The submission itself is not changed.
        </p>
      </ConfirmDialog>
    </section>
  )
}
