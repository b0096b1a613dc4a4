import type { FormIssue } from './form-issues.ts'

interface ErrorLike {
  message?: unknown
  type?: unknown
}

/** A react-hook-form error carries a string message (setError may leave out `type`). */
function isErrorLeaf(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string'
}

/** The leaves of a react-hook-form errors object as form issues on dotted paths (`drivers.2.dateOfBirth`). */
export function flattenFieldErrors(errors: unknown, prefix = ''): FormIssue[] {
  if (typeof errors !== 'object' || errors === null) return []
  const flat: FormIssue[] = []
  if (isErrorLeaf(errors) && prefix) flat.push({ path: prefix, message: String(errors.message) })
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'type' || key === 'message' || key === 'types') continue
    flat.push(...flattenFieldErrors(value, prefix ? `${prefix}.${key}` : key))
  }
  return flat
}
