import { Link } from 'react-router'
import { StackLabel, STACKED } from '@/components/ui/stacked-table'
import { addAmounts, formatUsd } from '@/generic/money'
import { taxCalculatorPath } from '@/domain/paths'
import { coverageFigures, coverageTaxPrefill, type CoverageFigures, type QuotedCoverage } from '@/domain/quote-figures'
import { usd } from '../format'
import { coverageLabel, coverageName } from './labels'

const HEADINGS = { premium: 'Premium', fees: 'Fees and charges', total: 'Total cost', limit: 'Limit', deductible: 'Deductible' } as const

function Amount({ value }: { value: string | null }) {
  if (value !== null) return formatUsd(value)
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">not given</span>
    </>
  )
}

const sum = (rows: readonly { figures: CoverageFigures }[], pick: (figures: CoverageFigures) => string | null) =>
  rows.some(({ figures }) => pick(figures) === null) ? null : addAmounts(rows.map(({ figures }) => pick(figures) ?? '0'))

/**
 * The coverages the service priced, in the contract's order: premium, the fees and charges the total
 * adds to it, the total, the limit and deductible, and a tax link per line that hands the calculator
 * the premium and the insurer's fees (src/domain/quote-figures.ts, ADR 0052). An indication, priced before
 * fees, shows no total. On a phone the rows stack into cards (src/components/ui/stacked-table.tsx).
 */
export function CoverageTable({ quoted }: { quoted: readonly QuotedCoverage[] }) {
  const rows = quoted.map((coverage) => ({ ...coverage, figures: coverageFigures(coverage.result) }))
  const priced = rows.some(({ figures }) => figures.totalCost !== null)
  const cell = 'px-3 py-1 sm:py-2 text-right tabular-nums'
  const head = 'px-3 py-2 text-right'
  return (
    <div className="rounded-md border border-slate-300 bg-white">
      <table {...STACKED.table} className="stacked-table w-full border-collapse text-left">
        <caption className="sr-only">Coverages: premiums, {priced ? 'fees and charges, total costs, ' : ''}limits and deductibles</caption>
        <thead {...STACKED.rowgroup} className="bg-slate-100">
          <tr {...STACKED.row}>
            <th {...STACKED.columnheader} className="px-3 py-2">
              Coverage
            </th>
            <th {...STACKED.columnheader} className={head}>
              {HEADINGS.premium}
            </th>
            {priced && (
              <th {...STACKED.columnheader} className={head}>
                {HEADINGS.fees}
              </th>
            )}
            {priced && (
              <th {...STACKED.columnheader} className={head}>
                {HEADINGS.total}
              </th>
            )}
            <th {...STACKED.columnheader} className={head}>
              {HEADINGS.limit}
            </th>
            <th {...STACKED.columnheader} className={head}>
              {HEADINGS.deductible}
            </th>
            <th {...STACKED.columnheader} className="px-3 py-2">
              <span className="sr-only">Taxes</span>
            </th>
          </tr>
        </thead>
        <tbody {...STACKED.rowgroup}>
          {rows.map(({ figures, ...coverage }) => {
            const { code, result } = coverage
            return (
              <tr {...STACKED.row} key={code} className="border-t border-slate-200">
                <th {...STACKED.rowheader} className="px-3 py-2 font-semibold">
                  {coverageName(code)}
                </th>
                <td {...STACKED.cell} className={cell}>
                  <StackLabel>{HEADINGS.premium}</StackLabel>
                  {formatUsd(figures.premium)}
                </td>
                {priced && (
                  <td {...STACKED.cell} className={cell}>
                    <StackLabel>{HEADINGS.fees}</StackLabel>
                    <Amount value={figures.feesAndCharges} />
                  </td>
                )}
                {priced && (
                  <td {...STACKED.cell} className={cell}>
                    <StackLabel>{HEADINGS.total}</StackLabel>
                    <Amount value={figures.totalCost} />
                  </td>
                )}
                <td {...STACKED.cell} className={cell}>
                  <StackLabel>{HEADINGS.limit}</StackLabel>
                  {usd(result.limit)}
                </td>
                <td {...STACKED.cell} className={cell}>
                  <StackLabel>{HEADINGS.deductible}</StackLabel>
                  {usd(result.deductible)}
                </td>
                <td {...STACKED.cell} className="px-3 py-2 sm:whitespace-nowrap">
                  <Link to={taxCalculatorPath(coverageTaxPrefill(coverage))}>
                    Calculate taxes<span className="sr-only"> for {coverageLabel(code)}</span>
                  </Link>
                </td>
              </tr>
            )
          })}
        </tbody>
        <tfoot {...STACKED.rowgroup}>
          <tr {...STACKED.row} className="border-t-2 border-slate-400 font-bold">
            <th {...STACKED.rowheader} className="px-3 py-2">
              Total
            </th>
            <td {...STACKED.cell} className={cell}>
              <StackLabel>{HEADINGS.premium}</StackLabel>
              {formatUsd(sum(rows, (figures) => figures.premium) ?? '0')}
            </td>
            {priced && (
              <td {...STACKED.cell} className={cell}>
                <StackLabel>{HEADINGS.fees}</StackLabel>
                <Amount value={sum(rows, (figures) => figures.feesAndCharges)} />
              </td>
            )}
            {priced && (
              <td {...STACKED.cell} className={cell}>
                <StackLabel>{HEADINGS.total}</StackLabel>
                <Amount value={sum(rows, (figures) => figures.totalCost)} />
              </td>
            )}
            <td {...STACKED.cell} colSpan={3} />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
