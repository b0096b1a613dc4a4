import type { RuleContext } from '../../../src/contract/quote-rules/issue.ts'
import { quoteRuleIssues } from '../../../src/contract/quote-rules/quote-rule-issues.ts'
import type { QuoteRuleInput } from '../../../src/contract/quote-rules/rule-input.ts'
import type { FieldErrors } from '../validation/field-errors.ts'
import { validateWithRules } from '../validation/validate-with-rules.ts'
import { REQUEST_SCHEMAS, type QuoteMode, type ValidQuoteRequest } from './request.ts'

export type RequestValidation = { ok: true; valid: ValidQuoteRequest } | { ok: false; errors: FieldErrors }

/** The contract schema and the shared cross-field rules of a quote or indication, every problem at once. */
export function validateQuoteRequest(mode: QuoteMode, body: Record<string, unknown>, context: Omit<RuleContext, 'mode'>): RequestValidation {
  const validation = validateWithRules(REQUEST_SCHEMAS[mode], body, (input: QuoteRuleInput) => quoteRuleIssues(input, { ...context, mode }))
  if (!validation.ok) return validation
  return { ok: true, valid: { mode, request: validation.value } as ValidQuoteRequest }
}
