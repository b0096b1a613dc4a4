import { Link } from 'react-router'
import type { CoverageResult } from '@/api/contract/quote'
import { COVERAGE_CODES, type CoverageCode } from '@/api/contract/quote-enums'
import { formatUsd } from '@/lib/money'
import { taxCalculatorPath } from '@/lib/paths'
import { totalDollars, usd } from '../format'
import { coverageLabel, coverageName } from './labels'

export interface CoverageTableProps {
  coverages: Record<string, CoverageResult>
  /** For the tax calculator link of each line. */
  garageState: string
  effectiveDate: string
  /** When the service answered: the quote's creation moment, which some states' fees depend on. */
  receivedAt: string
}

const orderOf = (code: string) => {
  const index = COVERAGE_CODES.indexOf(code as CoverageCode)
  return index < 0 ? COVERAGE_CODES.length : index
}

/** The coverages the service priced, in the contract's order, with totals and a tax link per line. */
export function CoverageTable({ coverages, garageState, effectiveDate, receivedAt }: CoverageTableProps) {
  const rows = Object.entries(coverages)
    .map(([key, result]) => ({ code: key.toUpperCase(), result }))
    .sort((a, b) => orderOf(a.code) - orderOf(b.code))
  const cell = 'px-3 py-2 text-right tabular-nums'
  return (
    <div className="overflow-x-auto rounded-md border border-slate-300 bg-white">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Coverages, premiums and limits</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="px-3 py-2">Coverage</th>
            <th scope="col" className="px-3 py-2 text-right">Premium</th>
            <th scope="col" className="px-3 py-2 text-right">Total cost</th>
            <th scope="col" className="px-3 py-2 text-right">Limit</th>
            <th scope="col" className="px-3 py-2 text-right">Deductible</th>
            <th scope="col" className="px-3 py-2"><span className="sr-only">Taxes</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ code, result }) => {
            const name = coverageLabel(code)
            return (
              <tr key={code} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {coverageName(code)}
                </th>
                <td className={cell}>{usd(result.premium, { cents: true })}</td>
                <td className={cell}>{usd(result.totalCost, { cents: true })}</td>
                <td className={cell}>{usd(result.limit)}</td>
                <td className={cell}>{usd(result.deductible)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <Link
                    to={taxCalculatorPath({
                      state: garageState,
                      effectiveDate,
                      coverageType: code,
                      premium: result.premium.toFixed(2),
                      quoteCreatedAt: receivedAt,
                    })}
                  >
                    Calculate taxes<span className="sr-only"> for {name}</span>
                  </Link>
                </td>
              </tr>
            )
          })}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-400 font-bold">
            <th scope="row" className="px-3 py-2">Total</th>
            <td className={cell}>{formatUsd(totalDollars(rows.map(({ result }) => result.premium)))}</td>
            <td className={cell}>{formatUsd(totalDollars(rows.map(({ result }) => result.totalCost)))}</td>
            <td colSpan={3} />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
