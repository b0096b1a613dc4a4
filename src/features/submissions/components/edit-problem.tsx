import { useEffect, useRef, type ReactNode } from 'react'
import { describeError } from '@/api/error-message'
import { BusinessRuleError } from '@/api/errors'
import { whyUnconfirmed } from '@/api/unconfirmed'
import { Alert } from '@/components/ui/alert'
import { FreeText } from '@/components/ui/free-text'
import { Id } from '@/components/ui/id'
import type { SubmissionRef } from '../forms/submission-ref'

/** What to do about a change whose answer did not say what became of it: an update may go again, an add may not. */
export const SAFE_TO_REPEAT = 'Sending the same change again is safe: a field that already has its new value is not changed twice.'
export const MAY_HAVE_BEEN_MADE = 'It may have been made. Ask underwriting before you send it again, or it could be added twice.'

export interface NotFoundWords {
  /** What the path names: "submission BR-10002, transaction 1", "vehicle 7004 on submission BR-10002, transaction 1". */
  what: ReactNode
}

/** A 404 on a transaction's path: the submission or the transaction may be wrong. */
export const transactionNotFound = ({ displayId, transactionId }: SubmissionRef): NotFoundWords => ({
  what: (
    <>
      submission <Id>{displayId}</Id>, transaction {transactionId},
    </>
  ),
})

/** What the service refused, in its words (400) or the portal's (other refusals). */
function RefusedBecause({ error, notFound }: { error: unknown; notFound: NotFoundWords }) {
  if (error instanceof BusinessRuleError && error.status === 404) return <NotFound words={notFound} />
  if (error instanceof BusinessRuleError) {
    return (
      <p>
        The service refused it: <FreeText>{error.message}</FreeText>
      </p>
    )
  }
  return <p>{describeError(error)}</p>
}

function NotFound({ words }: { words: NotFoundWords }) {
  return (
    <>
      <p>The service found no {words.what} that your agency can change.</p>
      <p className="mt-2">
        An id may be wrong, the submission another agency’s, or the transaction closed to changes (a bound policy, an indication). Check the ids with
        underwriting.
      </p>
    </>
  )
}

/**
 * Why an edit was not made, in words: one calm answer for every 404 (it does not guess which case it
 * was), the service's own words for a 400, and, when the answer does not say whether the change was
 * made, that it may have been. It takes the focus when it appears, which is how it is announced.
 */
export function EditProblem({ error, notFound, safeToRepeat }: { error: unknown; notFound: NotFoundWords; safeToRepeat: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [error])
  const unconfirmed = whyUnconfirmed(error)
  return (
    <div ref={ref} tabIndex={-1} className="mb-6" data-testid="edit-problem">
      <Alert tone="error" title={unconfirmed ? 'The service did not confirm the change' : 'No change was made'}>
        {unconfirmed ? (
          <>
            <p>{unconfirmed}</p>
            <p className="mt-2 font-semibold">{safeToRepeat ? SAFE_TO_REPEAT : MAY_HAVE_BEEN_MADE}</p>
          </>
        ) : (
          <RefusedBecause error={error} notFound={notFound} />
        )}
      </Alert>
    </div>
  )
}
