import type * as z from 'zod/mini'
import type { RuleIssue } from '../../../src/contract/quote-rules/issue.ts'
import { checkAgainst } from './check-against.ts'
import { addFieldError, fieldErrorsFromIssues, type FieldErrors } from './field-errors.ts'
import { withLeavesOfMissingGroups } from './group-leaves.ts'
import { partsThatParsed } from './parsed-parts.ts'

export type Validation<Value> = { ok: true; value: Value } | { ok: false; errors: FieldErrors }

/**
 * A body against its contract schema and the contract's cross-field rules, every problem at once:
 * when the schema fails, the rules still run on each part that did parse (never on one that did not).
 * Rule warnings (a VIN check digit that does not match) do not block: the person confirmed them.
 * A whole group missing is reported on its path and on each leaf it requires.
 */
export function validateWithRules<Schema extends z.core.$ZodType, RuleInput>(
  schema: Schema,
  body: Record<string, unknown>,
  rules: (input: RuleInput) => readonly RuleIssue[],
): Validation<z.output<Schema>> {
  const parsed = checkAgainst(schema, body)
  const errors = fieldErrorsFromIssues(parsed.error?.issues ?? [])
  for (const issue of rules((parsed.success ? parsed.data : partsThatParsed(schema, body)) as RuleInput)) {
    if (issue.severity === 'error') addFieldError(errors, issue.path, issue.message)
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors: withLeavesOfMissingGroups(schema, body, errors) }
  return { ok: true, value: parsed.data }
}
