import * as z from 'zod/mini'

/** The sandbox's control API (sandbox-fixtures.md), outside /v1. */

export const sandboxInfoSchema = z.object({ sandbox: z.literal(true), now: z.string(), version: z.string() })
export type SandboxInfo = z.infer<typeof sandboxInfoSchema>

export const clockSchema = z.object({ now: z.string() })

export const clockChangeSchema = z.union([
  z.object({ now: z.iso.datetime({ offset: true }) }),
  z.object({ advanceSeconds: z.number() }),
])

export const outboxEmailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  sent_at: z.string(),
  reset_token: z.nullable(z.string()),
})
export type OutboxEmail = z.infer<typeof outboxEmailSchema>
export const outboxSchema = z.array(outboxEmailSchema)

export const faultRequestSchema = z
  .object({
    method: z.optional(z.string().check(z.trim(), z.toUpperCase())),
    path: z.string().check(z.startsWith('/')),
    status: z.optional(z.int().check(z.minimum(200), z.maximum(599))),
    count: z._default(z.int().check(z.minimum(1)), 1),
    delayMs: z.optional(z.int().check(z.minimum(0), z.maximum(60_000))),
    body: z.optional(z.unknown()),
    /** Extra response headers, such as `Retry-After` on a 429. */
    headers: z.optional(z.record(z.string(), z.string())),
  })
  .check(
    z.refine((fault) => fault.status !== undefined || fault.delayMs !== undefined, {
      message: 'A fault needs a status, a delayMs, or both.',
    }),
  )
/** What a caller sends: `count` may be left out (1). */
export type FaultRequestInput = z.input<typeof faultRequestSchema>
