import type { TaxCalculationLine } from '@/contract/tax'
import { FreeText } from '@/components/ui/free-text'
import { StackLabel, STACKED } from '@/components/ui/stacked-table'
import { formatUsd } from '@/generic/money'
import { rateAsPercent } from '@/domain/taxes/tax-line-text'

const cell = 'border-slate-300 px-3 py-1 sm:border-b sm:py-2'
const numberCell = `${cell} text-right tabular-nums`

function NotApplicable() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">not applicable</span>
    </>
  )
}

const HEADINGS = { type: 'Type', rate: 'Rate', base: 'Taxable base', amount: 'Amount' } as const

/** The lines of a calculation (section 2.6) and their total, every figure as the service wrote it; stacked into cards on a phone. */
export function CalculationTable({ caption, lines, total }: { caption: string; lines: readonly TaxCalculationLine[]; total: string }) {
  return (
    <table {...STACKED.table} className="stacked-table w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead {...STACKED.rowgroup}>
        <tr {...STACKED.row} className="text-sm text-slate-700">
          <th {...STACKED.columnheader} className={cell}>
            Line
          </th>
          <th {...STACKED.columnheader} className={cell}>
            {HEADINGS.type}
          </th>
          <th {...STACKED.columnheader} className={`${cell} text-right`}>
            {HEADINGS.rate}
          </th>
          <th {...STACKED.columnheader} className={`${cell} text-right`}>
            {HEADINGS.base}
          </th>
          <th {...STACKED.columnheader} className={`${cell} text-right`}>
            {HEADINGS.amount}
          </th>
        </tr>
      </thead>
      <tbody {...STACKED.rowgroup}>
        {lines.map((line) => (
          <tr {...STACKED.row} key={line.code} className="border-b border-slate-300 sm:border-b-0">
            <th {...STACKED.rowheader} className={`${cell} font-semibold sm:font-normal`}>
              <FreeText>{line.label}</FreeText>
            </th>
            <td {...STACKED.cell} className={cell}>
              <StackLabel>{HEADINGS.type}</StackLabel>
              {line.calculation_type === 'flat' ? 'Flat fee' : 'Percentage'}
            </td>
            <td {...STACKED.cell} className={numberCell}>
              <StackLabel>{HEADINGS.rate}</StackLabel>
              {line.rate === null ? <NotApplicable /> : rateAsPercent(line.rate)}
            </td>
            <td {...STACKED.cell} className={numberCell}>
              <StackLabel>{HEADINGS.base}</StackLabel>
              {line.taxable_base === null ? <NotApplicable /> : formatUsd(line.taxable_base)}
            </td>
            <td {...STACKED.cell} className={numberCell}>
              <StackLabel>{HEADINGS.amount}</StackLabel>
              {formatUsd(line.amount)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot {...STACKED.rowgroup}>
        <tr {...STACKED.row} className="font-bold">
          <th {...STACKED.rowheader} colSpan={4} className={`${cell} sm:text-right`}>
            Taxes and fees total
          </th>
          <td {...STACKED.cell} className={`${numberCell} max-sm:justify-end`} data-testid="tax-total">
            {formatUsd(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
