import { formatUsd } from '@/generic/money'
import { BROKER_FEE_LABEL, totalWithBrokerFee } from '../broker-fee'
import { AMOUNT_NAMES, feesLabel } from '../form'
import type { InsuredTotals } from '@/domain/taxes/insured-totals'

const row = 'border-b border-slate-300'
const label = 'px-3 py-2 font-normal text-left'
const amount = 'px-3 py-2 text-right tabular-nums'

/** Premium and fees as entered, the broker fee of the quote it came from, the taxes, and what the insured pays in all. */
export function InsuredTotalsTable({ totals, brokerFee, feesUnsplit }: { totals: InsuredTotals; brokerFee: string | null; feesUnsplit: boolean }) {
  const rows = [
    [AMOUNT_NAMES.premium.label, totals.premium],
    [feesLabel(feesUnsplit), totals.fees],
    [AMOUNT_NAMES.underwritingFee.label, totals.underwritingFee],
    ...(brokerFee ? [[BROKER_FEE_LABEL, brokerFee] as const] : []),
    ['Taxes and fees', totals.taxesAndFees],
  ] as const
  return (
    <table className="w-full max-w-md border-collapse">
      <caption className="sr-only">What the insured pays</caption>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name} className={row}>
            <th scope="row" className={label}>
              {name}
            </th>
            <td className={amount}>{formatUsd(value)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="text-lg font-bold">
          <th scope="row" className={`${label} font-bold`}>
            Total with taxes and fees
          </th>
          <td className={amount} data-testid="insured-total">
            {formatUsd(totalWithBrokerFee(totals, brokerFee))}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
