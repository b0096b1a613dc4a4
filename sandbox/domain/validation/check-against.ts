import * as z from 'zod/mini'
import { readableIssueMessage } from './issue-messages.ts'

/**
 * A value checked against a contract schema, as every sandbox route checks: zod's built-in issues get
 * messages a person can act on (zod/mini has only "Invalid input"); a schema's own messages win.
 */
export function checkAgainst<Schema extends z.core.$ZodType>(schema: Schema, value: unknown): z.core.util.SafeParseResult<z.output<Schema>> {
  return z.safeParse(schema, value, { error: readableIssueMessage })
}
