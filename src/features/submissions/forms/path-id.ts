import * as z from 'zod/mini'
import { pathIdSchema } from '@/contract/path-ids'
import type { FormIssue } from '@/generic/form-issues'
import type { NumberValue } from '@/generic/number-input'

/** An id typed into a box (a transaction, a vehicle): a whole number of 1 or more, as the contract's paths take it. */
export function pathIdIssues(value: NumberValue, path: string, what: string, example: number): FormIssue[] {
  if (value === null) return [{ path, message: `Enter the ${what}, like ${example}` }]
  if (z.safeParse(pathIdSchema, String(value)).success) return []
  return [{ path, message: `Enter the ${what} as a whole number of 1 or more, like ${example}` }]
}
