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
    for (const path of paths) addFieldError(errors, path.map(String).join('.') || '_body', issue.message)
  }
  return errors
}

/** Adds a message under a path, reading own keys only: a field named like an Object method ("valueOf") is a field like any other. */
export function addFieldError(errors: FieldErrors, path: string, message: string): void {
  const messages = Object.hasOwn(errors, path) ? errors[path] : undefined
  if (messages) messages.push(message)
  else errors[path] = [message]
}
