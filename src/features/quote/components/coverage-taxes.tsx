import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from 'react-router'
import { describeError } from '@/api/error-message'
import type { SubmissionRecord } from '@/domain/recent-submissions'
import { useRateLimitWait } from '@/api/use-rate-limit-wait'
import { AssumptionList } from '@/components/taxes/assumption-list'
import { CalculationTable } from '@/components/taxes/calculation-table'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { StackLabel, STACKED } from '@/components/ui/stacked-table'
import { formatUsd } from '@/generic/money'
import { taxCalculatorPath } from '@/domain/tax-calculator-path'
import { coverageFigures, coverageTaxPrefill, FIGURE_COLUMNS, type QuotedCoverage } from '@/domain/quote-figures'
import { usStateName } from '@/generic/us-states'
import { brokerFeeNotes, coverageTotal, grandTotal, resultTaxesText, sharedAssumptions, TAX_WORDS, type CoverageTaxes } from '../result-taxes'
import { coverageLabel, coverageName } from './labels'
import { useResultTaxes } from './use-result-taxes'
import { LiveRegion } from '@/components/ui/live-region'

function statusText(quoted: readonly QuotedCoverage[], calculations: readonly UseQueryResult<unknown>[], waiting: boolean): string {
  const current = calculations.findIndex((calculation) => calculation.isFetching)
  const failed = calculations.filter((calculation) => calculation.isError && !calculation.isFetching).length
  if (current >= 0) {
    const which = `${coverageLabel(quoted[current]!.code).toLowerCase()} (${current + 1} of ${quoted.length})`
    return waiting ? `The tax service asked us to slow down: the taxes of ${which} follow after the wait.` : `Calculating the taxes of ${which}…`
  }
  if (failed > 0) return `The taxes of ${failed === 1 ? 'one coverage' : `${failed} coverages`} could not be calculated.`
  return calculations.every((calculation) => calculation.isSuccess) ? 'Taxes and fees calculated for every coverage.' : ''
}

function Amount({ value }: { value: string | null | undefined }) {
  if (value) return formatUsd(value)
  return (
    <>
      <span aria-hidden="true">…</span>
      <span className="sr-only">not calculated yet</span>
    </>
  )
}

/** A calculation the service refused, said beside the totals (not folded away), with its own retry. */
function CalculationFailure({ quoted, calculation }: { quoted: QuotedCoverage; calculation: UseQueryResult<unknown> }) {
  if (!calculation.isError || calculation.isFetching) return null
  return (
    <Alert tone="error" title={`The taxes of ${coverageLabel(quoted.code).toLowerCase()} could not be calculated`}>
      <p>{describeError(calculation.error)}</p>
      <Button variant="secondary" className="mt-3 print:hidden" onClick={() => void calculation.refetch()}>
        Try again<span className="sr-only"> for {coverageName(quoted.code)}</span>
      </Button>
    </Alert>
  )
}

/** Each line of one coverage's calculation, and the way to the calculator to change its inputs. */
function CoverageLines({ quoted, calculation }: { quoted: QuotedCoverage; calculation: UseQueryResult<CoverageTaxes['calculation']> }) {
  const name = coverageName(quoted.code)
  return (
    <section aria-labelledby={`taxes-${quoted.code}`} className="break-inside-avoid">
      <h3 id={`taxes-${quoted.code}`} className="mb-2 text-lg font-bold">
        {name}
      </h3>
      {calculation.data ? (
        <CalculationTable
          caption={`Taxes and fees: ${name}`}
          lines={calculation.data.response.data.calculations}
          total={calculation.data.response.data.total}
        />
      ) : (
        <p className="text-slate-700">Not calculated yet.</p>
      )}
      <p className="mt-2 print:hidden">
        <Link to={taxCalculatorPath(coverageTaxPrefill(quoted))}>
          Change the inputs in the tax calculator<span className="sr-only"> for {name}</span>
        </Link>
      </p>
    </section>
  )
}

/**
 * The taxes and fees of every priced coverage for the garage state, each from the tax endpoint with
 * the premium and the insurer's fees, the broker fee left out and added to the total untaxed
 * (src/domain/quote-figures.ts, ADR 0052): what the insured pays per coverage and in all. Each tax
 * line and the assumptions fold under the totals; copyable as text, and printed on the page for the
 * insured (insured-printout.tsx).
 */
export function CoverageTaxes({ record }: { record: SubmissionRecord }) {
  const { quoted, calculations, done, answered } = useResultTaxes(record)
  const waiting = useRateLimitWait() !== null
  const state = usStateName(record.garageState) ?? record.garageState
  const cell = 'px-3 py-1 sm:py-2 text-right tabular-nums'
  // An indication is priced before fees: its premium alone is taxed.
  const before = record.kind === 'quote' ? FIGURE_COLUMNS.totalCost : FIGURE_COLUMNS.premium
  const beforeOf = (coverage: QuotedCoverage) => {
    const figures = coverageFigures(coverage.result)
    return record.kind === 'quote' ? figures.totalCost : figures.premium
  }
  return (
    <section aria-labelledby="result-taxes-heading" className="mt-10">
      <h2 id="result-taxes-heading" className="mb-2 text-xl font-bold">
        Taxes and fees for the insured
      </h2>
      <p className="mb-2 max-w-3xl text-slate-800">
        {state}’s surplus lines taxes and fees on each coverage’s {record.kind === 'quote' ? 'premium and insurer’s fees' : 'premium'}.{' '}
        {brokerFeeNotes(quoted).join(' ')}
      </p>
      <LiveRegion keepsItsPlace className="mb-4 min-h-6 text-sm text-slate-700 print:hidden" data-testid="result-taxes-status">
        {statusText(quoted, calculations, waiting)}
      </LiveRegion>
      <div className="rounded-md border border-slate-300 bg-white">
        <table {...STACKED.table} className="stacked-table w-full border-collapse text-left">
          <caption className="sr-only">What the insured pays for each coverage, with taxes and fees</caption>
          <thead {...STACKED.rowgroup} className="bg-slate-100">
            <tr {...STACKED.row}>
              <th {...STACKED.columnheader} className="px-3 py-2">
                Coverage
              </th>
              {[before, TAX_WORDS.taxes, TAX_WORDS.withTaxes].map((heading) => (
                <th key={heading} {...STACKED.columnheader} className="px-3 py-2 text-right">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody {...STACKED.rowgroup}>
            {quoted.map((coverage, index) => {
              const taxes = done[index]
              return (
                <tr {...STACKED.row} key={coverage.code} className="border-t border-slate-200">
                  <th {...STACKED.rowheader} className="px-3 py-2 font-semibold">
                    {coverageName(coverage.code)}
                  </th>
                  <td {...STACKED.cell} className={cell}>
                    <StackLabel>{before}</StackLabel>
                    <Amount value={beforeOf(coverage)} />
                  </td>
                  <td {...STACKED.cell} className={cell}>
                    <StackLabel>{TAX_WORDS.taxes}</StackLabel>
                    <Amount value={taxes?.calculation.response.data.total} />
                  </td>
                  <td {...STACKED.cell} className={cell}>
                    <StackLabel>{TAX_WORDS.withTaxes}</StackLabel>
                    <Amount value={taxes && coverageTotal(taxes)} />
                  </td>
                </tr>
              )
            })}
          </tbody>
          <tfoot {...STACKED.rowgroup}>
            <tr {...STACKED.row} className="border-t-2 border-slate-400 font-bold">
              <th {...STACKED.rowheader} colSpan={3} className="px-3 py-2 sm:text-right">
                {TAX_WORDS.withTaxes}, {TAX_WORDS.allCoverages.toLowerCase()}
              </th>
              <td {...STACKED.cell} className={cell} data-testid="grand-total">
                <Amount value={grandTotal(done)} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="mt-4 flex flex-col gap-4 empty:hidden">
        {quoted.map((coverage, index) => (
          <CalculationFailure key={coverage.code} quoted={coverage} calculation={calculations[index]!} />
        ))}
      </div>
      <details className="mt-6">
        <summary className="cursor-pointer font-semibold text-brand-800">Each tax, and what the calculations assume</summary>
        <div className="mt-4 flex flex-col gap-8">
          {quoted.map((coverage, index) => (
            <CoverageLines key={coverage.code} quoted={coverage} calculation={calculations[index]!} />
          ))}
          {answered.length > 0 && (
            <section aria-labelledby="result-assumptions">
              <h3 id="result-assumptions" className="mb-2 text-lg font-bold">
                What these calculations assume
              </h3>
              <AssumptionList assumptions={sharedAssumptions(answered)} />
            </section>
          )}
        </div>
      </details>
      <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
        <CopyButton text={resultTaxesText(record, answered)} label="Copy as text" name="Copy the taxes as text" />
      </div>
    </section>
  )
}
