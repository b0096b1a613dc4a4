import type { TaxCalculationLine, TaxCalculationRequest, TaxCalculationResponse } from '../../../src/contract/tax.ts'
import { parseRfc3339DateTime } from '../../../src/generic/rfc3339.ts'
import { Exact, roundToCents } from '../money.ts'
import { assumptionsFor } from './assumptions.ts'
import { stateTaxRules } from './state-rules.ts'
import type { Dated, FlatLineRule, LineRule, PercentageLineRule } from './types.ts'

type Exact = InstanceType<typeof Exact>

const moneyText = (value: Exact) => value.toFixed(2)

/** The value in force on a date: the last whose `from` is on or before it (ISO dates sort as text). */
function valueOn<Value>(dated: readonly Dated<Value>[], isoDate: string): Value {
  const inForce = dated.filter((entry) => (entry.from ?? '') <= isoDate).at(-1) ?? dated[0]
  if (!inForce) throw new Error('A dated rule needs at least one value')
  return inForce.value
}

function applies(line: LineRule, request: TaxCalculationRequest, quoteCreatedAt: number): boolean {
  if (line.coverages && !line.coverages.includes(request.coverage_type)) return false
  return !line.quoteCreatedFrom || quoteCreatedAt >= Date.parse(line.quoteCreatedFrom)
}

function percentageLine(line: PercentageLineRule, request: TaxCalculationRequest, earlier: ReadonlyMap<string, Exact>): TaxCalculationLine {
  const rate = valueOn(line.rates, request.effective_date)
  const components = line.base.map((component) => new Exact(request[component]))
  const taxedLines = (line.baseAlsoIncludes ?? []).map((code) => earlier.get(code) ?? new Exact(0))
  const base = [...components, ...taxedLines].reduce((sum, part) => sum.plus(part), new Exact(0))
  return {
    code: line.code,
    label: line.label,
    calculation_type: 'percentage',
    rate,
    flat_amount: null,
    taxable_base: moneyText(base),
    amount: moneyText(roundToCents(base.times(rate))),
  }
}

function flatLine(line: FlatLineRule): TaxCalculationLine {
  const amount = moneyText(new Exact(line.amount))
  return { code: line.code, label: line.label, calculation_type: 'flat', rate: null, flat_amount: amount, taxable_base: null, amount }
}

/** The taxes and fees of one valid request (validated by taxCalculationRequestSchema). */
export function calculateTaxes(request: TaxCalculationRequest): TaxCalculationResponse {
  const rules = stateTaxRules(request.state)
  const createdAt = parseRfc3339DateTime(request.quote_created_at)
  if (!rules || !createdAt) throw new Error('calculateTaxes needs a validated request')

  const applied = rules.lines.filter((line) => applies(line, request, createdAt.instant))
  const amounts = new Map<string, Exact>()
  const calculations = applied.map((line) => {
    const calculation = line.type === 'flat' ? flatLine(line) : percentageLine(line, request, amounts)
    amounts.set(line.code, new Exact(calculation.amount))
    return calculation
  })
  const total = calculations.reduce((sum, calculation) => sum.plus(calculation.amount), new Exact(0))

  const inputs = {
    state: request.state,
    effective_date: request.effective_date,
    quote_created_at: createdAt.normalized,
    coverage_type: request.coverage_type,
    premium: moneyText(new Exact(request.premium)),
    policy_fee: moneyText(new Exact(request.policy_fee)),
    underwriting_fee: moneyText(new Exact(request.underwriting_fee)),
  }
  return {
    data: {
      state: inputs.state,
      effective_date: inputs.effective_date,
      quote_created_at: inputs.quote_created_at,
      coverage_type: inputs.coverage_type,
      inputs,
      calculations,
      total: moneyText(total),
    },
    meta: { currency: 'USD', assumptions: assumptionsFor(rules, request, applied, createdAt.normalized) },
  }
}
