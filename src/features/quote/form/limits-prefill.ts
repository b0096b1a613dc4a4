import { unitValueProblem } from '@/api/contract/quote-rules/units'
import { totalDollars } from '../format'
import type { NumberValue } from '@/lib/number-input'
import type { LimitsForm, QuoteForm } from './model'

type UnitBoxes = Partial<Pick<LimitsForm, 'trucks' | 'trucksValue' | 'trailers' | 'trailersValue'>>

/** How many units, and the exact total (in cents, by money.ts) of the values that are plausible amounts. */
function countAndValue(units: readonly { value: NumberValue }[]) {
  const values = units.map((unit) => unit.value).filter((value): value is number => typeof value === 'number' && unitValueProblem(String(value)) === null)
  return { count: units.length, value: Number(totalDollars(values)) }
}

function boxes(units: readonly { value: NumberValue }[], count: 'trucks' | 'trailers', value: 'trucksValue' | 'trailersValue'): UnitBoxes {
  const found = countAndValue(units)
  return { ...(found.count > 0 && { [count]: found.count }), ...(found.value > 0 && { [value]: found.value }) }
}

/**
 * What the limits step offers from the vehicles and trailers already entered: only for a pair of
 * boxes the person left empty, and only what there is to fill (nothing for no units).
 */
export function limitsPrefill({ limits, vehicles, trailers }: QuoteForm): UnitBoxes {
  return {
    ...(limits.trucks === null && limits.trucksValue === null && boxes(vehicles, 'trucks', 'trucksValue')),
    ...(limits.trailers === null && limits.trailersValue === null && boxes(trailers, 'trailers', 'trailersValue')),
  }
}
