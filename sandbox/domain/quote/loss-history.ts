import { Decimal } from 'decimal.js'
import { LOSS_LINES, type QuoteRequest } from '../../../src/contract/quote.ts'

export type LossLine = (typeof LOSS_LINES)[number]
export type LossHistory = QuoteRequest['losses']

export interface LossTotals {
  count: number
  paid: Decimal
}

/** Counts and amounts paid of one line of business over every year reported. */
export function lineLossTotals(losses: LossHistory, line: LossLine): LossTotals {
  const entries = Object.values(losses)
  return {
    count: entries.reduce((sum, entry) => sum + Number(entry[`loss${line}Count`]), 0),
    paid: Decimal.sum(0, ...entries.map((entry) => entry[`loss${line}Paid`])),
  }
}

export function allLinesLossTotals(losses: LossHistory): LossTotals {
  const lines = LOSS_LINES.map((line) => lineLossTotals(losses, line))
  return {
    count: lines.reduce((sum, line) => sum + line.count, 0),
    paid: Decimal.sum(0, ...lines.map((line) => line.paid)),
  }
}

export function yearsReported(losses: LossHistory): number {
  return Object.keys(losses).length
}
