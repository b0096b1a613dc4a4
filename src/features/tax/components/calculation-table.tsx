import type { TaxCalculationLine } from '@/api/contract/tax'
import { formatUsd } from '@/lib/money'
import { rateAsPercent } from '../format'

const cell = 'border-b border-slate-300 px-3 py-2'
const numberCell = `${cell} text-right tabular-nums`

function NotApplicable() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">not applicable</span>
    </>
  )
}

/** The lines of a calculation (section 2.6) and their total, every figure as the service wrote it. */
export function CalculationTable({ caption, lines, total }: { caption: string; lines: readonly TaxCalculationLine[]; total: string }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-sm text-slate-700">
          <th scope="col" className={cell}>Line</th>
          <th scope="col" className={cell}>Type</th>
          <th scope="col" className={`${cell} text-right`}>Rate</th>
          <th scope="col" className={`${cell} text-right`}>Taxable base</th>
          <th scope="col" className={`${cell} text-right`}>Amount</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.code}>
            <th scope="row" className={`${cell} font-normal`}>{line.label}</th>
            <td className={cell}>{line.calculation_type === 'flat' ? 'Flat fee' : 'Percentage'}</td>
            <td className={numberCell}>{line.rate === null ? <NotApplicable /> : rateAsPercent(line.rate)}</td>
            <td className={numberCell}>{line.taxable_base === null ? <NotApplicable /> : formatUsd(line.taxable_base)}</td>
            <td className={numberCell}>{formatUsd(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-bold">
          <th scope="row" colSpan={4} className={`${cell} text-right`}>Taxes and fees total</th>
          <td className={numberCell} data-testid="tax-total">{formatUsd(total)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
