import { MAX_BROKER_FEE } from '@/contract/leaf-rules'
import { PIP_WHERE, pipOffered } from '@/contract/quote-rules/coverage'
import { effectiveDateProblem } from '@/contract/quote-rules/dates'
import { firstOfNextMonth, isRealIsoDate, todayOn } from '@/generic/dates'
import { formatAsTyped } from '@/generic/format'
import { usStateName } from '@/generic/us-states'
import { COVERAGE_CODES } from '@/contract/quote-enums'
import type { QuoteForm } from '../model'
import type { FormIssue } from '@/generic/form-issues'
import type { ValidationContext } from '../issues'
import { numberProblem } from '@/domain/form-checks'

/** An effective date to give as an example, valid on `today`: the first of next month, as typed. */
export const effectiveDateExample = (today: string) => formatAsTyped(firstOfNextMonth(today))

function effectiveDateIssue(effectiveDate: string, today: string): string | null {
  if (!effectiveDate) return 'Enter the date the cover should start'
  if (!isRealIsoDate(effectiveDate)) return `Enter a real date, like ${effectiveDateExample(today)}`
  return effectiveDateProblem(effectiveDate, todayOn(today))
}

export function coverageIssues({ coverage, garage }: QuoteForm, { today, mode }: ValidationContext): FormIssue[] {
  const issues: FormIssue[] = []
  const add = (path: string, message: string | null) => message && issues.push({ path: `coverage.${path}`, message })
  const requested = COVERAGE_CODES.filter((code) => coverage.requested[code])
  if (requested.length === 0) add('requested', 'Select at least one coverage')
  // PIP and UM are options of auto liability: without it they are hidden, not sent, and not checked.
  if (coverage.requested.AL && coverage.pip && garage.state && !pipOffered(garage.state)) {
    add('pip', `Personal injury protection is offered only for garages in ${PIP_WHERE}; this garage is in ${usStateName(garage.state) ?? garage.state}`)
  }
  // An indication asks no broker fee (it is priced before fees): what an older draft holds is not checked.
  for (const code of mode === 'quote' ? requested : []) {
    add(
      `brokerFees.${code}`,
      numberProblem(coverage.brokerFees[code], { name: 'the broker fee in dollars', min: 0, max: MAX_BROKER_FEE, whole: false, money: true }, false),
    )
  }
  add('effectiveDate', effectiveDateIssue(coverage.effectiveDate, today))
  return issues
}
