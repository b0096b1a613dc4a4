import type { TaxCalculationRequest } from '../../../src/contract/tax.ts'
import { formatCalendarDate } from '../../../src/generic/format.ts'
import { usStateName } from '../../../src/generic/us-states.ts'
import type { BaseComponent, LineRule, StateTaxRules } from './types.ts'

/** `meta.assumptions`: in words, what a calculation took for granted. */

const FEES: readonly BaseComponent[] = ['policy_fee', 'underwriting_fee']
const FEE_NAMES: Partial<Record<BaseComponent, string>> = { policy_fee: 'Policy fee', underwriting_fee: 'Underwriting fee' }

function treatment(fee: BaseComponent, lines: readonly LineRule[]): string {
  const percentageLines = lines.filter((line) => line.type === 'percentage')
  const taxing = percentageLines.filter((line) => line.base.includes(fee))
  if (taxing.length === 0) return "not taxed (outside every line's taxable base)."
  if (taxing.length === percentageLines.length) return "taxed like premium, in every line's taxable base."
  return `in the taxable base of ${taxing.map((line) => line.label).join(', ')} only.`
}

/** One sentence when both fees are treated alike, one each otherwise. */
function feeTreatments(lines: readonly LineRule[]): string[] {
  const [policy, underwriting] = FEES.map((fee) => treatment(fee, lines))
  if (policy === underwriting) return [`Policy and underwriting fees: ${policy}`]
  return FEES.map((fee) => `${FEE_NAMES[fee]}: ${treatment(fee, lines)}`)
}

function cohortAssumptions(rules: StateTaxRules, applied: readonly LineRule[], quoteCreatedAt: string): string[] {
  return rules.lines
    .filter((line) => line.quoteCreatedFrom)
    .map((line) =>
      applied.includes(line)
        ? `The quote was created at ${quoteCreatedAt}, at or after ${line.quoteCreatedFrom}: the ${line.label} applies.`
        : `The quote was created at ${quoteCreatedAt}, before ${line.quoteCreatedFrom}: no ${line.label}.`,
    )
}

export function assumptionsFor(rules: StateTaxRules, request: TaxCalculationRequest, applied: readonly LineRule[], quoteCreatedAt: string): string[] {
  const notes = (rules.notes ?? [])
    .filter((note) => !note.coverages || note.coverages.includes(request.coverage_type))
    .map((note) => (note.verify ? `To verify: ${note.text}` : note.text))
  return [
    `Taxed by the insured's home state, ${usStateName(rules.state) ?? rules.state}, on 100% of the premium (NRRA 2010), as new, non-admitted (surplus lines) business.`,
    `Rates are those in force on the policy effective date, ${formatCalendarDate(request.effective_date)}.`,
    ...feeTreatments(applied),
    ...cohortAssumptions(rules, applied, quoteCreatedAt),
    ...(applied.some((line) => line.type === 'flat') ? ['Flat fees are charged once per policy: if other coverages share this policy, count them once.'] : []),
    ...notes,
    'Each line is rounded half-up to the cent; the total is the sum of the rounded lines.',
  ]
}
