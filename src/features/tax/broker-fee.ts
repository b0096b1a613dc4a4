import { addAmounts, formatUsd } from '@/generic/money'
import type { InsuredTotals } from '@/domain/taxes/insured-totals'

/**
 * The broker fee of the quote the calculator was opened from (ADR 0052): section 4.3 has no input for
 * it, so it is not in the calculation; it is named, and added to the insured's total untaxed.
 */

export const BROKER_FEE_LABEL = 'Broker fee from the quote, not taxed here'

export const totalWithBrokerFee = (totals: InsuredTotals, brokerFee: string | null) => (brokerFee ? addAmounts([totals.total, brokerFee]) : totals.total)

export const brokerFeeNote = (brokerFee: string) =>
  `Opened from a quote whose request carried a broker fee of ${formatUsd(brokerFee)} for this coverage. It is not in “Insurer’s fees and charges”: this calculation has no input for a broker fee (its policy fee is the insurer’s), so no tax is worked out on it. It is added to the insured’s total untaxed; if the state taxes a broker’s fee, that tax is not included.`
