import { useEffect, useId, useRef } from 'react'
import { FreeText } from '@/components/ui/free-text'
import { Id } from '@/components/ui/id'
import { changeTitle, updateOutcome } from '../change-words'
import type { SubmissionRef } from '../forms/submission-ref'
import type { DoneState } from './done-state'

const ID_NAMES = { 'driver-added': 'Driver id', 'trailer-added': 'Trailer id', 'vehicle-updated': 'Vehicle id' } as const

/**
 * What the service confirmed, with the new id and the submission number. It takes the focus once, when
 * the page opens with it, never again on a later render (a refreshed session). It is a region named by its
 * title and described by what it holds, so taking the focus says all of it (a plain box says nothing).
 */
export function DonePanel({ state: { done, kept }, submission }: { state: DoneState; submission: SubmissionRef }) {
  const ref = useRef<HTMLDivElement>(null)
  const id = useId()
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-facts ${id}-outcome`}
      className="mb-8 rounded-md border-l-4 border-green-700 bg-green-50 p-4 text-slate-900"
      data-testid="done-panel"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {changeTitle(done)}
      </h2>
      <dl id={`${id}-facts`} className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1">
        <dt className="font-semibold">{ID_NAMES[done.kind]}</dt>
        <dd className="font-mono">{done.recordId}</dd>
        <dt className="font-semibold">Submission number</dt>
        <dd className="font-mono">
          <Id>{done.submissionNumber}</Id>
        </dd>
        <dt className="font-semibold">Transaction</dt>
        <dd>{submission.transactionId}</dd>
      </dl>
      <p id={`${id}-outcome`} className="mt-3">
        {done.kind === 'vehicle-updated' ? updateOutcome(done.updatedFields) : <FreeText>{done.described}</FreeText>}
      </p>
      {!kept && (
        <p className="mt-3 font-semibold text-red-700">
          This browser could not keep it in the submission’s history (its storage is full or turned off): note the id.
        </p>
      )}
    </div>
  )
}
