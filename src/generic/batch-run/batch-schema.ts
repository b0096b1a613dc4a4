import * as z from 'zod/mini'
import type { BatchRunState } from './batch-state.ts'

const messagesSchema = z.array(z.string())

/** A batch as the browser keeps it (a kind of the record store), for any payload and result. */
export function batchStateSchema<Payload, Result>(
  payload: z.core.$ZodType<Payload>,
  result: z.core.$ZodType<Result>,
): z.core.$ZodType<BatchRunState<Payload, Result>> {
  const outcome = z.union([
    z.object({ kind: z.literal('waiting') }),
    z.object({ kind: z.literal('sending') }),
    z.object({ kind: z.literal('succeeded'), result }),
    z.object({ kind: z.literal('refused'), messages: messagesSchema, fields: z.record(z.string(), messagesSchema) }),
    z.object({ kind: z.literal('unconfirmed'), why: z.string() }),
    z.object({ kind: z.literal('marked-done') }),
    z.object({ kind: z.literal('held'), reason: z.string(), messages: messagesSchema }),
  ])
  const status = z.union([
    z.object({ kind: z.literal('ready') }),
    z.object({ kind: z.literal('running') }),
    z.object({ kind: z.literal('waiting'), until: z.number() }),
    z.object({ kind: z.literal('paused'), reason: z.nullable(z.string()) }),
    z.object({ kind: z.literal('stopped'), reason: z.nullable(z.string()) }),
    z.object({ kind: z.literal('finished') }),
  ])
  return z.object({
    rows: z.array(z.object({ key: z.string(), payload, outcome })),
    status,
    rateLimitStreak: z.number(),
    activeMs: z.number(),
    activeSince: z.nullable(z.number()),
    answeredWhileActive: z.number(),
  }) as unknown as z.core.$ZodType<BatchRunState<Payload, Result>>
}
