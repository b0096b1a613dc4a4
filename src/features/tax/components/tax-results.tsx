import type { UseQueryResult } from '@tanstack/react-query'
import { describeError } from '@/api/error-message'
import { FieldValidationError } from '@/api/errors'
import { useRateLimitWait } from '@/api/use-rate-limit-wait'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { LiveRegion } from '@/components/ui/live-region'
import { listOf } from '@/generic/text'
import { CopyButton } from '@/components/ui/copy-button'
import type { UnplacedFieldError } from '@/components/form/apply-field-errors'
import { insuredTotals, type TaxCalculationResult } from '@/domain/taxes/insured-totals'
import { AssumptionList } from '@/components/taxes/assumption-list'
import { CalculationTable } from '@/components/taxes/calculation-table'
import { calculationDates, calculationTitle, resultSentence, summaryText } from '../summary-text'
import { InsuredTotalsTable } from './insured-totals-table'

function CalculationError({ error, unplaced, onRetry }: { error: Error; unplaced: readonly UnplacedFieldError[]; onRetry: () => void }) {
  if (error instanceof FieldValidationError) {
    return (
      <Alert tone="error" title="The service did not accept some of the values">
        <p>The fields it refused say why.</p>
        {unplaced.map(({ wirePath, message }, index) => (
          <p key={`${wirePath}-${index}`}>{message}</p>
        ))}
      </Alert>
    )
  }
  return (
    <Alert tone="error" title="The taxes could not be calculated">
      <p>{describeError(error)}</p>
      <Button variant="secondary" className="mt-3 print:hidden" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}

function CalculationResult({ result, brokerFee, feesUnsplit }: { result: TaxCalculationResult; brokerFee: string | null; feesUnsplit: boolean }) {
  const { data, meta } = result.response
  return (
    <>
      <p className="mb-4 text-slate-700">{calculationDates(result)}</p>
      <CalculationTable caption={calculationTitle(result)} lines={data.calculations} total={data.total} />
      <h3 className="mt-8 mb-2 text-lg font-bold">For the insured</h3>
      <InsuredTotalsTable totals={insuredTotals(result)} brokerFee={brokerFee} feesUnsplit={feesUnsplit} />
      <h3 className="mt-8 mb-2 text-lg font-bold">What this calculation assumes</h3>
      <AssumptionList assumptions={meta.assumptions} />
      <div className="mt-8 flex flex-wrap items-center gap-3 print:hidden">
        <CopyButton text={summaryText(result, brokerFee, feesUnsplit)} label="Copy as text" />
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </div>
    </>
  )
}

interface Progress {
  ready: boolean
  /** The inputs that hold a problem, as a sentence names them. */
  refused: readonly string[]
  /** The request is on its way (not only typed). */
  fetching: boolean
  waiting: boolean
  result: TaxCalculationResult | undefined
  brokerFee: string | null
  error: Error | null
}

/**
 * Read out by screen readers (a live region), once per change: what happened to the last calculation, in
 * words that stand alone. A result says where, what and the total; inputs that stop making a request say
 * that the figures went, and why (the field's own problem is said as it is typed: FormKit). While a value
 * is being typed it says what it said: "Calculating…" once the request leaves, not at each key.
 */
function statusText({ ready, refused, fetching, waiting, result, brokerFee, error }: Progress): string {
  if (!ready) return refused.length > 0 ? `No figures until the ${listOf(refused)} ${refused.length === 1 ? 'is' : 'are'} corrected.` : ''
  // Why it waits is the banner's (src/app/rate-limit-banner.tsx): said once on the page.
  if (waiting) return 'Waiting for the service: the figures update by themselves after the wait.'
  if (fetching) return 'Calculating…'
  if (error instanceof FieldValidationError) return 'The service refused some of the values: the fields say why.'
  if (error) return 'The taxes could not be calculated.'
  return result ? resultSentence(result, brokerFee) : ''
}

interface TaxResultsProps {
  calculation: UseQueryResult<TaxCalculationResult>
  /** What the service refused that no field shows (applyFieldErrors). */
  unplaced: readonly UnplacedFieldError[]
  /** The inputs make a valid request. */
  ready: boolean
  /** The inputs that hold a problem once typing paused, as a sentence names them ("premium"). */
  refused: readonly string[]
  /** The inputs changed and the new request has not been sent yet. */
  settling: boolean
  /** The broker fee of the quote the calculator was opened from, left out of the calculation (ADR 0052). */
  brokerFee: string | null
  /** The fees are the quote's fees and charges whole (prefill.ts). */
  feesUnsplit: boolean
}

/** The calculation for the insured: lines, totals, assumptions, and ways to pass it on. Printed alone. */
export function TaxResults({ calculation, unplaced, ready, refused, settling, brokerFee, feesUnsplit }: TaxResultsProps) {
  const wait = useRateLimitWait()
  const busy = settling || calculation.isFetching
  const result = ready ? calculation.data : undefined
  const status = statusText({
    ready,
    refused,
    fetching: calculation.isFetching,
    waiting: wait !== null && calculation.isFetching,
    result: calculation.data,
    brokerFee,
    error: calculation.error,
  })
  return (
    <section
      id="tax-summary"
      aria-labelledby="tax-summary-heading"
      aria-busy={busy || undefined}
      className="rounded-md border border-slate-300 bg-white p-4 sm:p-6"
    >
      <h2 id="tax-summary-heading" className="text-2xl font-bold text-slate-900">
        {result ? calculationTitle(result) : 'Taxes and fees'}
      </h2>
      {/* Its box stays the same whatever it says: a change of its look alone would be read out again. */}
      <LiveRegion keepsItsPlace data-testid="tax-status" className="mt-1 mb-4 min-h-6 text-sm text-slate-700 print:hidden">
        {status}
      </LiveRegion>
      {!ready && <p>The taxes and fees show here as soon as the state, coverage, dates and premium are filled in correctly.</p>}
      {ready && calculation.error && !busy && <CalculationError error={calculation.error} unplaced={unplaced} onRetry={() => void calculation.refetch()} />}
      {result && <CalculationResult result={result} brokerFee={brokerFee} feesUnsplit={feesUnsplit} />}
    </section>
  )
}
