import { toNestErrors } from '@hookform/resolvers'
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { FormIssue } from '@/generic/form-issues'

/**
 * A react-hook-form resolver from a form's check (`FormIssue[]` on dotted paths: the fleet checks,
 * the contract's rules read back through a wire table). A warning the person can confirm (a VIN check
 * digit) is an error of type `warning`: it holds the send back like an error, and the kit's fields
 * show it as a warning (`hookFormProblems`).
 */
export function issuesResolver<Values extends FieldValues>(issuesOf: (values: Values) => FormIssue[]): Resolver<Values> {
  return (values, _context, options) => {
    const issues = issuesOf(values)
    if (issues.length === 0) return { values, errors: {} }
    const flat: FieldErrors = {}
    for (const { path, message, warning } of issues) flat[path] ??= { type: warning ? 'warning' : 'validation', message }
    return { values: {}, errors: toNestErrors(flat, options) }
  }
}
