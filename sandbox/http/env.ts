import type { Account } from '../store/types.ts'

/** Hono context variables set by the sandbox's middleware. */
export type SandboxEnv = { Variables: { account: Account } }
