import * as z from 'zod/mini'

/**
 * GET /__sandbox/accounts: the sandbox's own accounts, for the sign-in page to list in sandbox mode (a
 * control endpoint beside those of sandbox-fixtures.md; docs/api-assumptions.md, "Sandbox accounts on
 * the sign-in page"). A file of its own: the sign-in page loads it only once the sandbox has answered.
 */
export const sandboxAccountSchema = z.object({
  username: z.string(),
  agency_name: z.string(),
  agency_type: z.enum(['retail', 'wholesale']),
  /** May approve a cancellation that a guard holds (section 4.7). */
  guard_authority: z.boolean(),
  public_reply_early_access: z.boolean(),
  /** The fixtures' password, or null once a password reset has changed it (until the sandbox is reset). */
  password: z.nullable(z.string()),
})
export type SandboxAccount = z.infer<typeof sandboxAccountSchema>

export const sandboxAccountsSchema = z.object({ accounts: z.array(sandboxAccountSchema) })
