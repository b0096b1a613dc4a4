import * as z from 'zod/mini'

/** One schema per error body format of section 7. */

export const fieldValidationBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})

/** A 422's `errors`: every message of each dotted wire path (`drivers.2.dateOfBirth`). */
export type FieldErrors = z.infer<typeof fieldValidationBodySchema>['errors']

export const businessRuleBodySchema = z.object({ status: z.literal('failed'), error: z.string() })

export const authenticationErrorBodySchema = z.object({ Error: z.string() })

export const notFoundErrorBodySchema = z.object({ error: z.string() })

/** 429 (body not shown; the sandbox's, docs/api-assumptions.md): a sentence, with `Retry-After` beside it. */
export const rateLimitBodySchema = z.object({ message: z.string() })

/** A generic 500: an error and nothing else, which establishes nothing (4.7 rule 8). */
export const serviceFailureBodySchema = z.object({ error: z.string() })

// The cancel-approve bodies (403, 409, 422 hold, 500 receipt) live in cancel-approve.ts.
