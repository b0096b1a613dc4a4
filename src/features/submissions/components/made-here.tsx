import { Link } from 'react-router'
import type { SubmissionRecord } from '@/domain/recent-submissions'
import { Alert } from '@/components/ui/alert'
import { FreeText } from '@/components/ui/free-text'
import { formatDateTime } from '@/generic/format'
import { paths, resultPathOf } from '@/domain/paths'

/**
 * A quote or indication received in this browser is transaction 1 of its submission number. An
 * indication does not accept changes (the service answers 404, docs/api-assumptions.md): it becomes a
 * quote first, from its result page, when the answers behind it are still kept.
 */
export function MadeHere({ record }: { record: SubmissionRecord }) {
  if (record.kind === 'quote') {
    return (
      <p className="mb-6">
        A quote for <FreeText>{record.insuredName}</FreeText>, received in this browser on {formatDateTime(record.receivedAt)}.{' '}
        <Link to={resultPathOf(record)}>See the quote</Link>
      </p>
    )
  }
  return (
    <Alert tone="warning" className="mb-6" title="An indication does not accept changes">
      <p>
        The indication for <FreeText>{record.insuredName}</FreeText>, received here on {formatDateTime(record.receivedAt)}, is priced from counts, not a
        schedule.
      </p>
      <p className="mt-2">
        {record.entered === undefined ? (
          <>
            The answers behind it are no longer kept in this browser, so it cannot be carried into a quote from here:{' '}
            <Link to={paths.newQuote}>start a new quote</Link>.
          </>
        ) : (
          <>
            <Link to={resultPathOf(record)}>Continue it to a full quote</Link>, then make changes on the quote.
          </>
        )}
      </p>
    </Alert>
  )
}
