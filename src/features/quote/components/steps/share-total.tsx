import { formatHundredths, hundredths } from '@/contract/quote-rules/percentages'
import type { NumberValue } from '@/generic/number-input'

/** The running total of percentage boxes, so the person sees what is left before pressing Continue. */
export function ShareTotal({ values }: { values: readonly NumberValue[] }) {
  const total = values.reduce<number>((sum, value) => sum + (typeof value === 'number' ? hundredths(String(value)) : 0), 0)
  const left = 100_00 - total
  return (
    <p className={`font-semibold ${left === 0 ? 'text-green-800' : 'text-slate-800'}`}>
      Total so far: {formatHundredths(total)}%{left > 0 && `, ${formatHundredths(left)}% to go`}
      {left < 0 && `, ${formatHundredths(-left)}% too much`}
    </p>
  )
}
