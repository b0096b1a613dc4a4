import type * as z from 'zod/mini'

const EXPECTED: Record<string, string> = {
  string: 'Send this as text',
  number: 'Send this as a number',
  int: 'Use a whole number',
  boolean: 'Send true or false',
  object: 'Send this as an object of fields',
  array: 'Send this as a list',
  record: 'Send this as an object keyed "0", "1", ...',
}

/**
 * Messages a person can act on for zod's built-in issues (zod/mini ships only "Invalid input").
 * Messages written in a contract schema win over these.
 */
export const readableIssueMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    return issue.input === undefined ? 'Required' : (EXPECTED[issue.expected] ?? issue.message)
  }
  if (issue.code === 'invalid_value') return issue.input === undefined ? 'Required' : `Use one of: ${issue.values.map(String).join(', ')}`
  const unit = issue.origin === 'string' ? ' characters' : ''
  if (issue.code === 'too_big') return `Use at most ${String(issue.maximum)}${unit}`
  if (issue.code === 'too_small') return `Use at least ${String(issue.minimum)}${unit}`
  // A record key that fails its own check carries that check's message one level down.
  if (issue.code === 'invalid_key') return issue.issues[0]?.message
  return undefined
}
