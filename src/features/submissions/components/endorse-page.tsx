import { useId, useState, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { useSession } from '@/api/session/use-session'
import type { Send } from '@/api/use-send'
import type { ReadyLines } from '@/components/schedule-import/import-panel'
import { readKeptImport } from '@/components/schedule-import/kept-imports'
import { LazyImportPanel } from '@/components/schedule-import/lazy-import-panel'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { PageHeading } from '@/components/ui/page-heading'
import { localToday } from '@/generic/dates'
import { formatCount } from '@/generic/text'
import { useStore } from '@/generic/use-store'
import { submissionPath } from '@/domain/paths'
import { useEndorsementRun, type EndorsementRun } from '../api/endorsement-run'
import { newEndorsementBatch } from '../endorsement-batch'
import { endorsementId } from '../endorsement-records'
import { ENDORSEMENT_KINDS, type EndorsementKind } from '../forms/endorsement-kinds'
import type { SubmissionRef } from '../forms/submission-ref'
import { EndorsementNeedsYou } from './endorsement-needs-you'
import { EndorsementProgress } from './endorsement-progress'
import { EndorsementReport } from './endorsement-report'
import { EndorsementRows } from './endorsement-rows'
import { forSubmission } from './for-submission'
import { SubmissionCaption } from './submission-caption'
import { useTabLease } from './use-tab-lease'

const KIND_CHOICES: { kind: EndorsementKind; label: string }[] = [
  { kind: 'drivers', label: 'Add drivers' },
  { kind: 'trailers', label: 'Add trailers' },
  { kind: 'vehicle-updates', label: 'Update vehicles (a vehicle id column, then the columns that change)' },
]

/** Where the import of each kind of rows is kept across a reload (kept-imports.ts). */
const importPlace = (place: string, kind: EndorsementKind) => `spreadsheet/${place}/${kind}`

/** Choose what the rows do, then paste or choose the schedule: its ready rows become the batch. An import kept from before opens as it was. */
function NewBatch({
  account,
  place,
  onReady,
}: {
  account: string
  place: string
  onReady: (kind: EndorsementKind, forms: object[], read: ReadyLines) => void
}) {
  const [kind, setKind] = useState<EndorsementKind>(
    () => KIND_CHOICES.find((choice) => readKeptImport(account, importPlace(place, choice.kind)) !== null)?.kind ?? 'drivers',
  )
  const name = useId()
  const of = ENDORSEMENT_KINDS[kind]
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-bold text-slate-900">What the rows do</legend>
        {KIND_CHOICES.map((choice) => (
          <label key={choice.kind} className="flex items-center gap-2">
            <input type="radio" name={name} checked={kind === choice.kind} onChange={() => setKind(choice.kind)} className="size-5 shrink-0 accent-brand-700" />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <LazyImportPanel
        key={kind}
        drawnWithThePage={false}
        scheduleName={of.schedule}
        noun={of.noun}
        account={account}
        today={localToday()}
        target={of.target}
        keepAs={importPlace(place, kind)}
        takesEveryLine
        headingLevel={2}
        entered={() => ({ filled: 0, empty: 0 })}
        addLabel={(count) => `Prepare ${formatCount(count)} ${count === 1 ? of.one : of.noun} to send`}
        onAdd={(forms, _mode, read) => onReady(kind, forms, read)}
      />
    </div>
  )
}

/** The batch of this transaction: its progress and controls, its report and the rows that wait for the person, then every row. */
interface BatchProps {
  run: EndorsementRun
  start: Send<EndorsementRun, void>
  submission: SubmissionRef
  onStartAgain: () => void
}

function Batch({ run, start, submission, onStartAgain }: BatchProps) {
  const batch = useSyncExternalStore(run.runner.subscribe, run.runner.get)
  const kept = useStore(run.runner.kept)
  const of = ENDORSEMENT_KINDS[run.endorsement.kind]
  const active = batch.status.kind === 'running' || batch.status.kind === 'waiting'
  const [confirming, setConfirming] = useState(false)
  return (
    <div className="flex flex-col gap-6">
      {!kept && (
        <Alert tone="error" role="alert" title="This browser refused to keep the run">
          <p>
            Its storage is full or turned off. Do not reload or close this page until the run ends, and keep the report: a reload would lose where each row
            stands.
          </p>
        </Alert>
      )}
      <EndorsementProgress run={run} batch={batch} start={start} noun={of.noun} words={of.words} />
      <EndorsementReport
        title={`${of.noun} for ${submission.displayId}, transaction ${submission.transactionId}`}
        fileName={`${of.noun.replaceAll(' ', '-')}-${endorsementId(submission).replace('/', '-')}.csv`}
        batch={batch}
        sheet={run.endorsement}
      />
      <EndorsementNeedsYou run={run} start={start} rows={batch.rows} />
      <EndorsementRows sheet={run.endorsement} rows={batch.rows} />
      {!active && (
        <p>
          <Button variant="secondary" size="small" onClick={() => setConfirming(true)}>
            Clear this run and start another
          </Button>
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Clear this run?"
        confirmLabel="Clear it"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={() => {
          setConfirming(false)
          onStartAgain()
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>Its rows and outcomes leave this browser; keep the report first. What was added stays added, and stays in the submission’s history here.</p>
      </ConfirmDialog>
    </div>
  )
}

/**
 * An endorsement from a spreadsheet (issue 22): drivers or trailers added to a transaction, one request
 * per row, two at a time, each row's outcome kept here as it comes (docs/decisions/0070-batch-runs.md).
 */
function Endorse({ submission }: { submission: SubmissionRef }) {
  const account = useSession()?.username ?? ''
  const lease = useTabLease(`portal.endorsement.${account.toLowerCase()}/${endorsementId(submission)}`)
  const endorsement = useEndorsementRun(account, submission, lease.state === 'held')
  const [discardRefused, setDiscardRefused] = useState(false)
  return (
    <div className="max-w-4xl">
      {/* Above what loads after it (the import, a chunk of its own), so it stays where it was first drawn. */}
      <p className="mb-4">
        <Link to={submissionPath(submission.displayId, submission.transactionId)}>Back to the submission</Link>
      </p>
      <SubmissionCaption submission={submission} />
      <PageHeading title={`Send rows from a spreadsheet, ${submission.displayId}`}>Send rows from a spreadsheet</PageHeading>
      <div className="mb-6 space-y-3 text-slate-700">
        <p>Each row is its own request. This browser keeps every outcome, so a reload never sends a row twice.</p>
      </div>
      {lease.state === 'elsewhere' && (
        <Alert tone="warning" role="alert" title="This run is open in another tab" className="mb-6">
          <p>Only one tab runs a batch at a time. Use that tab, or close it and try again here.</p>
          <Button variant="secondary" className="mt-3" onClick={lease.retake}>
            Try again here
          </Button>
        </Alert>
      )}
      {discardRefused && <p className="mb-6 font-semibold text-red-700">This browser refused to clear the run (its storage is full or turned off).</p>}
      {lease.state === 'held' &&
        (endorsement.run ? (
          <Batch run={endorsement.run} start={endorsement.start} submission={submission} onStartAgain={() => setDiscardRefused(!endorsement.discard())} />
        ) : (
          <NewBatch
            account={account}
            place={endorsementId(submission)}
            onReady={(kind, forms, read) =>
              endorsement.begin({ kind, header: read.header, mapping: read.mapping, batch: newEndorsementBatch(kind, { ...read, forms }, localToday()) })
            }
          />
        ))}
    </div>
  )
}

export const EndorsePage = forSubmission(Endorse)
