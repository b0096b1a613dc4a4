import { AssumptionList } from '@/components/taxes/assumption-list'
import { Id, MessageText } from '@/components/ui/id'
import { FreeText } from '@/components/ui/free-text'
import type { SubmissionRecord } from '@/domain/recent-submissions'
import { FIGURE_COLUMNS, FIGURE_WORDS, figureTable } from '@/domain/quote-figures'
import { formatCalendarDate, formatDateTime } from '@/generic/format'
import { addAmounts, formatUsd } from '@/generic/money'
import { usStateName } from '@/generic/us-states'
import { brokerFeeNotes, coverageTotal, dateLabel, documentNote, grandTotal, sharedAssumptions, TAX_WORDS } from '../result-taxes'
import { useResultTaxes } from './use-result-taxes'

/** The id the print stylesheet (result-print.css) prints alone. */
export const INSURED_PRINTOUT_ID = 'insured-printout'

const NOT_KNOWN = 'Not known'
const NOT_CALCULATED = 'Not calculated'
const cell = 'border-b border-slate-300 px-2 py-1 text-right tabular-nums'
const head = 'border-b-2 border-slate-500 px-2 py-1'

/** One line of what the insured pays: the parts before taxes as shown, then the taxes and the total with them (decimal strings). */
function PaidRow({
  label,
  parts,
  taxes,
  withTaxes,
}: {
  label: string
  parts: (string | null | undefined)[]
  taxes: string | null | undefined
  withTaxes: string | null | undefined
}) {
  return (
    <tr>
      <th scope="row" className="border-b border-slate-300 px-2 py-1">
        {label}
      </th>
      {parts.map((part, index) => (
        <td key={index} className={cell}>
          {part ?? NOT_KNOWN}
        </td>
      ))}
      <td className={cell}>{taxes ? formatUsd(taxes) : NOT_CALCULATED}</td>
      <td className={cell}>{withTaxes ? formatUsd(withTaxes) : NOT_CALCULATED}</td>
    </tr>
  )
}

/**
 * One page for the insured (issue 39), printed by "Print for the insured" and never shown on screen:
 * the quote's number and date, per coverage the premium, the insurer's fees, the broker fee, the taxes
 * and the total with taxes, and for all; the limits and deductibles; what the taxes assume; and that
 * the quote itself is the service's PDF. Its figures are the result page's: the same table and the same
 * calculations (one request each).
 */
export function InsuredPrintout({ record }: { record: SubmissionRecord }) {
  const { quoted, done, answered } = useResultTaxes(record)
  const figures = figureTable(quoted)
  // What the insured pays before taxes, in parts (an indication, priced before fees, has its premium alone).
  const money = (['premium', 'insurerFees', 'brokerFee'] as const).filter((column) => figures.columns.includes(column))
  const taxesOf = (index: number) => done[index]?.calculation.response.data.total
  const allTaxes = done.every(Boolean) && done.length > 0 ? addAmounts(done.map((coverage) => coverage!.calculation.response.data.total)) : null
  const total = grandTotal(done)
  const noun = record.kind === 'quote' ? 'Quote' : 'Indication'
  return (
    <section id={INSURED_PRINTOUT_ID} aria-label={`${noun} for the insured`} className="hidden text-sm text-black print:block">
      <h2 className="mb-3 text-2xl font-bold">
        {noun} <Id>{record.submissionNumber}</Id> for <FreeText>{record.insuredName}</FreeText>
      </h2>
      <dl className="mb-4 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{dateLabel(record)}</dt>
        <dd>{formatDateTime(record.receivedAt)}</dd>
        <dt className="font-semibold">Effective date</dt>
        <dd>{formatCalendarDate(record.effectiveDate)}</dd>
        <dt className="font-semibold">Garage state</dt>
        <dd>{usStateName(record.garageState) ?? record.garageState}</dd>
      </dl>
      <table className="mb-2 w-full border-collapse text-left">
        <caption className="mb-1 text-left text-lg font-bold">What the insured pays</caption>
        <thead>
          <tr>
            <th scope="col" className={head}>
              {FIGURE_WORDS.coverage}
            </th>
            {[...money.map((column) => FIGURE_COLUMNS[column]), TAX_WORDS.taxes, TAX_WORDS.withTaxes].map((heading) => (
              <th key={heading} scope="col" className={`${head} text-right`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.rows.map((row, index) => (
            <PaidRow
              key={row.code}
              label={row.coverage}
              parts={money.map((column) => row.cells[column])}
              taxes={taxesOf(index)}
              withTaxes={done[index] && coverageTotal(done[index])}
            />
          ))}
        </tbody>
        <tfoot className="font-bold">
          <PaidRow
            label={`${FIGURE_WORDS.total}, ${TAX_WORDS.allCoverages.toLowerCase()}`}
            parts={money.map((column) => figures.total[column])}
            taxes={allTaxes}
            withTaxes={total}
          />
        </tfoot>
      </table>
      <p className="mb-4">
        {record.kind === 'quote' && `${FIGURE_WORDS.totalCostMeans} `}
        {brokerFeeNotes(quoted).join(' ')}
      </p>
      <table className="mb-4 border-collapse text-left">
        <caption className="mb-1 text-left text-lg font-bold">Limits and deductibles</caption>
        <thead>
          <tr>
            {[FIGURE_WORDS.coverage, FIGURE_COLUMNS.limit, FIGURE_COLUMNS.deductible].map((heading) => (
              <th key={heading} scope="col" className={head}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.rows.map((row) => (
            <tr key={row.code}>
              <th scope="row" className="border-b border-slate-300 px-2 py-1 font-semibold">
                {row.coverage}
              </th>
              <td className={cell}>{row.cells.limit}</td>
              <td className={cell}>{row.cells.deductible}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {answered.length > 0 && (
        <>
          <h3 className="mb-1 text-lg font-bold">What the taxes assume</h3>
          <div className="mb-4">
            <AssumptionList assumptions={sharedAssumptions(answered)} />
          </div>
        </>
      )}
      <p className="font-semibold">
        <MessageText>{documentNote(record)}</MessageText>
      </p>
    </section>
  )
}
