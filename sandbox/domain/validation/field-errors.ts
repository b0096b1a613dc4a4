import type * as z from 'zod/mini'
import type { FieldErrors } from '../../../src/contract/errors.ts'

export type { FieldErrors }

/**
 * zod issues as `{ 'drivers.2.dateOfBirth': ['...'] }`, every problem at once. A field a strict schema
 * does not know is reported on its own path; a problem of the whole body on `_body`.
 */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path]
    for (const path of paths) (errors[path.map(String).join('.') || '_body'] ??= []).push(issue.message)
  }
  return errors
}
