import { useMemo, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useSession } from '@/api/session/use-session'
import { Id } from '@/components/ui/id'
import { PageHeading } from '@/components/ui/page-heading'
import { cancelApprovePath, paths } from '@/domain/paths'
import { addDriverPath, addTrailerPath, endorsePath, updateVehiclePath } from '../edit-paths'
import type { SubmissionRef } from '../forms/submission-ref'
import { noteOpened, workspaceEntry } from '../workspace-records'
import { ChangeHistory } from './change-history'
import { doneStateOf } from './done-state'
import { DonePanel } from './done-panel'
import { forSubmission } from './for-submission'
import { MadeHere } from './made-here'
import { ReadNoteForm } from './read-note-form'

interface Action {
  to: string
  title: string
  description: string
}

const actionsOf = ({ displayId, transactionId }: SubmissionRef): Action[] => [
  {
    to: addDriverPath(displayId, transactionId),
    title: 'Add a driver',
    description: 'Name, license, date of birth, CDL experience, record, and whether they are covered.',
  },
  { to: addTrailerPath(displayId, transactionId), title: 'Add a trailer', description: 'VIN, year, make, model, type, who owns it, its value and deductible.' },
  {
    to: updateVehiclePath(displayId, transactionId),
    title: 'Update a vehicle',
    description: 'Chosen from a quote sent from this browser, or by its vehicle id; only the fields you fill in are sent.',
  },
  {
    to: endorsePath(displayId, transactionId),
    title: 'Send rows from a spreadsheet',
    description: 'Add drivers or trailers, or update vehicles, from a pasted or chosen schedule: one request per row, each row’s outcome kept.',
  },
  {
    to: cancelApprovePath(displayId, transactionId),
    title: 'Approve a pending cancellation',
    description: 'When this transaction is a cancellation endorsement waiting for approval (often transaction 2).',
  },
]

/**
 * A submission transaction: what can be done to it, and what was done from this browser. The service has
 * no call that reads a submission, so the page says so rather than show data it cannot have.
 */
function Submission({ submission }: { submission: SubmissionRef }) {
  const account = useSession()?.username ?? ''
  const { state } = useLocation()
  const done = useMemo(() => doneStateOf(state), [state])
  const [entry] = useState(() => workspaceEntry(account, submission))
  // Noted once per screen (a transaction's screen is its own, by key); writing it again changes nothing but the moment.
  const [listed] = useState(() => noteOpened(account, submission))
  const { displayId, transactionId } = submission
  return (
    <div className="max-w-3xl">
      <PageHeading title={`Submission ${displayId}, transaction ${transactionId}`}>
        Submission <Id className="font-mono">{displayId}</Id>, transaction {transactionId}
      </PageHeading>
      {done && <DonePanel state={done} submission={submission} />}
      {entry.madeHere && <MadeHere record={entry.madeHere} />}
      {entry.approvalReceipt && (
        <p className="mb-6 rounded-md border-l-4 border-amber-600 bg-amber-50 p-4">
          This browser keeps a saved-approval receipt for this transaction: its cancellation was approved, but the notice handoff did not finish.{' '}
          <Link to={cancelApprovePath(displayId, transactionId)}>See the receipt</Link>
        </p>
      )}
      <section aria-labelledby="actions-heading" className="mb-10">
        <h2 id="actions-heading" className="mb-4 text-xl font-bold">
          What you can do
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {actionsOf(submission).map((action) => (
            <li key={action.title} className="rounded-md border border-slate-300 bg-white p-4">
              <Link to={action.to} className="text-lg font-semibold">
                {action.title}
              </Link>
              <p className="mt-1 text-slate-700">{action.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="note-heading" className="mb-10">
        <h2 id="note-heading" className="mb-4 text-xl font-bold">
          Read a reply from underwriting
        </h2>
        <ReadNoteForm displayId={displayId} />
      </section>

      <section aria-labelledby="history-heading" className="mb-10">
        <h2 id="history-heading" className="mb-2 text-xl font-bold">
          Done from this browser
        </h2>
        <p className="mb-4 text-slate-700">
          Newest first, for your account. Changes made elsewhere are not listed: the service cannot read a submission back, so this page does not show its
          insured, status or schedule.
        </p>
        <ChangeHistory entry={entry} runPath={endorsePath(displayId, transactionId)} />
      </section>

      <p>
        <Link to={paths.workspace}>All the submissions you opened</Link>
      </p>
      {!listed && (
        <p className="mt-3 font-semibold text-red-700">
          This browser refused to add this submission to that list (its storage is full or turned off): note its id.
        </p>
      )}
    </div>
  )
}

export const SubmissionPage = forSubmission(Submission)
