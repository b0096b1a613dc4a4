import type { RuleContext } from '../../../src/api/contract/quote-rules/issue.ts'
import { quoteRuleIssues } from '../../../src/api/contract/quote-rules/quote-rule-issues.ts'
import { checkAgainst, fieldErrorsFromIssues } from '../../http/responses.ts'
import { REQUEST_SCHEMAS, type QuoteMode, type ValidQuoteRequest } from './request.ts'
import { ruleInputFromInvalidRequest } from './rule-input.ts'

export type FieldErrors = Record<string, string[]>
export type RequestValidation = { ok: true; valid: ValidQuoteRequest } | { ok: false; errors: FieldErrors }

/**
 * The contract schema and the shared cross-field rules, every problem at once. Rule warnings (a VIN
 * check digit that does not match) do not block: the person confirmed them in the portal.
 */
export function validateQuoteRequest(
  mode: QuoteMode,
  body: Record<string, unknown>,
  context: Omit<RuleContext, 'mode'>,
): RequestValidation {
  const schema = REQUEST_SCHEMAS[mode]
  const parsed = checkAgainst(schema, body)
  const ruleInput = parsed.success ? parsed.data : ruleInputFromInvalidRequest(schema, body)
  const errors = fieldErrorsFromIssues(parsed.error?.issues ?? [])
  for (const issue of quoteRuleIssues(ruleInput, { ...context, mode })) {
    if (issue.severity === 'error') (errors[issue.path] ??= []).push(issue.message)
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, valid: { mode, request: parsed.data } as ValidQuoteRequest }
}
