/** The leaves of a react-hook-form errors object as dotted paths (`drivers.2.dateOfBirth`). */
export interface FlatFieldError {
  path: string
  message: string
}

interface ErrorLike {
  message?: unknown
  type?: unknown
}

/** A react-hook-form error carries a string message (setError may leave out `type`). */
function isErrorLeaf(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string'
}

export function flattenFieldErrors(errors: unknown, prefix = ''): FlatFieldError[] {
  if (typeof errors !== 'object' || errors === null) return []
  const flat: FlatFieldError[] = []
  if (isErrorLeaf(errors) && prefix) flat.push({ path: prefix, message: String(errors.message) })
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'type' || key === 'message' || key === 'types') continue
    flat.push(...flattenFieldErrors(value, prefix ? `${prefix}.${key}` : key))
  }
  return flat
}

interface IssueLike {
  path: readonly PropertyKey[]
  message: string
}

/** Schema issues in react-hook-form's error shape (first message per field), for forms without it. */
export function fieldErrorsFromIssues(issues: readonly IssueLike[]): Record<string, { type: string; message: string }> {
  const errors: Record<string, { type: string; message: string }> = {}
  for (const issue of issues) {
    const path = issue.path.map(String).join('.')
    errors[path] ??= { type: 'validation', message: issue.message }
  }
  return errors
}
