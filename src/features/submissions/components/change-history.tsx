import { PhraseText } from '@/components/ui/free-text'
import { Id } from '@/components/ui/id'
import { formatDateTime } from '@/generic/format'
import { changeSentence } from '../change-words'
import type { SubmissionChange } from '../workspace-records'

/** The changes made from this browser, newest first: the service has no history the portal can read. */
export function ChangeHistory({ changes }: { changes: readonly SubmissionChange[] }) {
  if (changes.length === 0) {
    return <p className="text-slate-700">Nothing yet. Each change you make here is listed, with the id the service gave it.</p>
  }
  return (
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
  )
}
