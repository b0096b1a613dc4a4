import { Alert } from '@/components/ui/alert'
import { Id } from '@/components/ui/id'
import { indicationAnswersLeftBehind } from '../form/left-behind'
import type { QuoteForm } from '../form/model'
import { LeftBehindList } from './left-behind-list'

/** The answers a quote request has no place for: said on the carried quote as on the indication's result. */
export const NOT_CARRIED = 'A quote request has no place for these answers of the indication.'

/**
 * Said where a quote carried from an indication opens, on every opening (the draft keeps where it came
 * from): what was carried, what the quote still asks, and what stayed behind with the figure that
 * changes (issue 39). Never "everything", since something always stays behind: the counts, at least.
 */
export function CarriedNotice({ from, values }: { from: string; values: QuoteForm }) {
  const rows = indicationAnswersLeftBehind(values)
  return (
    <div data-testid="carried-notice" className="mb-6">
      <Alert
        tone="info"
        title={
          <>
            Answers from indication <Id>{from}</Id> are filled in
          </>
        }
      >
        <p>Add each vehicle, trailer and driver, and any broker fees on the Coverages step.{rows.length > 0 && ` ${NOT_CARRIED}`}</p>
        {rows.length > 0 && (
          <div className="mt-3">
            <LeftBehindList rows={rows} indicationLabel="Indication" quoteLabel="This quote" />
          </div>
        )}
      </Alert>
    </div>
  )
}

/** The check page of a carried quote: what stayed with the indication, beside the terms the service sets. */
export function NotCarried({ from, values }: { from: string; values: QuoteForm }) {
  const rows = indicationAnswersLeftBehind(values)
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="check-not-carried" className="rounded-md border-l-4 border-brand-600 bg-brand-50 p-4">
      <h2 id="check-not-carried" className="mb-2 text-xl font-bold">
        Not carried from indication <Id>{from}</Id>
      </h2>
      <p className="mb-2">{NOT_CARRIED}</p>
      <LeftBehindList rows={rows} indicationLabel="Indication" quoteLabel="This quote" />
    </section>
  )
}
