import { Link } from 'react-router'
import { PhraseText } from '@/components/ui/free-text'
import { Id } from '@/components/ui/id'
import { formatDateTime } from '@/generic/format'
import { changeSentence } from '../change-words'
import { MAX_CHANGES, type WorkspaceEntry } from '../workspace-records'
import { formatCount } from '@/generic/text'

export interface ChangeHistoryProps {
  entry: Pick<WorkspaceEntry, 'changes' | 'dropped'>
  /** The page of the transaction's run from a spreadsheet, whose report lists every row it sent. */
  runPath: string
}

/** What the history no longer lists, and where the rest is: the report of the run that made it. */
function Dropped({ dropped: { count, lastAt }, runPath }: { dropped: NonNullable<WorkspaceEntry['dropped']>; runPath: string }) {
  const when = <time dateTime={lastAt}>{formatDateTime(lastAt)}</time>
  return (
    <p className="mt-4 rounded-md border-l-4 border-amber-600 bg-amber-50 p-4 text-slate-900">
      This list keeps the newest {formatCount(MAX_CHANGES)} changes.{' '}
      {count === 1 ? (
        <>1 older change, made {when}, is no longer listed.</>
      ) : (
        <>
          {formatCount(count)} older changes, the last made {when}, are no longer listed.
        </>
      )}{' '}
      Every row a run from a spreadsheet sent is in its report, on <Link to={runPath}>the run’s page</Link> until you clear the run.
    </p>
  )
}

/** The changes made from this browser, newest first: the service has no history the portal can read. */
export function ChangeHistory({ entry: { changes, dropped }, runPath }: ChangeHistoryProps) {
  if (changes.length === 0) {
    return <p className="text-slate-700">Nothing yet. Each change you make here is listed, with the id the service gave it.</p>
  }
  return (
    <>
      <ol className="divide-y divide-slate-300 rounded-md border border-slate-300 bg-white">
        {changes.map((change) => (
          <li key={`${change.kind}-${change.recordId}-${change.at}`} className="px-4 py-3">
            <p className="font-semibold">
              <PhraseText phrase={changeSentence(change)} />
            </p>
            <p className="text-sm text-slate-700">
              <time dateTime={change.at}>{formatDateTime(change.at)}</time> · submission number <Id>{change.submissionNumber}</Id>
            </p>
          </li>
        ))}
      </ol>
      {dropped && <Dropped dropped={dropped} runPath={runPath} />}
    </>
  )
}
