import { addAmounts, formatUsd } from '@/generic/money'
import type { InsuredTotals } from '@/domain/taxes/insured-totals'

/**
 * The broker fee of the quote the calculator was opened from (ADR 0052): section 4.3 has no input for
 * it, so it is not in the calculation; it is named, and added to the insured's total untaxed.
 */

export const BROKER_FEE_LABEL = 'Broker fee from the quote, not taxed here'

export const totalWithBrokerFee = (totals: InsuredTotals, brokerFee: string | null) => (brokerFee ? addAmounts([totals.total, brokerFee]) : totals.total)

/** One sentence, in place of the page's second one; why it is untaxed is the insurer's fees' hint (docs/writing.md: say it once). */
export const brokerFeeNote = (brokerFee: string) => `The quote’s broker fee of ${formatUsd(brokerFee)} is added to the insured’s total untaxed.`
