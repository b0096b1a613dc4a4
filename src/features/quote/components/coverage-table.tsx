import { StackLabel, STACKED } from '@/components/ui/stacked-table'
import { FIGURE_COLUMNS, FIGURE_WORDS, figureTable, type QuotedCoverage } from '@/domain/quote-figures'

function Figure({ value }: { value: string | null | undefined }) {
  if (value) return value
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">not known</span>
    </>
  )
}

/**
 * The coverages the service priced, in the contract's order, with the same columns, words and figures
 * as the quote PDF (src/domain/quote-figures.ts, ADR 0085): premium, the insurer's fees, the broker fee,
 * the total cost, the limit and the deductible. An indication, priced before fees, shows the premium and
 * the terms. On a phone the rows stack into cards (src/components/ui/stacked-table.tsx).
 */
export function CoverageTable({ quoted }: { quoted: readonly QuotedCoverage[] }) {
  const { columns, rows, total } = figureTable(quoted)
  const heading = columns.includes('totalCost') ? FIGURE_WORDS.heading : FIGURE_WORDS.headingBeforeFees
  const cell = 'px-3 py-1 sm:py-2 text-right tabular-nums'
  return (
    <div className="rounded-md border border-slate-300 bg-white">
      <table {...STACKED.table} className="stacked-table w-full border-collapse text-left" data-testid="figures">
        <caption className="sr-only">{heading}</caption>
        <thead {...STACKED.rowgroup} className="bg-slate-100">
          <tr {...STACKED.row}>
            <th {...STACKED.columnheader} className="px-3 py-2">
              {FIGURE_WORDS.coverage}
            </th>
            {columns.map((column) => (
              <th key={column} {...STACKED.columnheader} className="px-3 py-2 text-right">
                {FIGURE_COLUMNS[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...STACKED.rowgroup}>
          {rows.map(({ code, coverage, cells }) => (
            <tr {...STACKED.row} key={code} className="border-t border-slate-200">
              <th {...STACKED.rowheader} className="px-3 py-2 font-semibold">
                {coverage}
              </th>
              {columns.map((column) => (
                <td key={column} {...STACKED.cell} className={cell}>
                  <StackLabel>{FIGURE_COLUMNS[column]}</StackLabel>
                  <Figure value={cells[column]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot {...STACKED.rowgroup}>
          <tr {...STACKED.row} className="border-t-2 border-slate-400 font-bold">
            <th {...STACKED.rowheader} className="px-3 py-2">
              {FIGURE_WORDS.total}
            </th>
            {columns
              .filter((column) => column in total)
              .map((column) => (
                <td key={column} {...STACKED.cell} className={cell}>
                  <StackLabel>{FIGURE_COLUMNS[column]}</StackLabel>
                  <Figure value={total[column]} />
                </td>
              ))}
            <td {...STACKED.cell} colSpan={columns.filter((column) => !(column in total)).length} />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
