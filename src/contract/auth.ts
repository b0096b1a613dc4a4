import * as z from 'zod/mini'
import { stated } from './stated.ts'

/**
 * A password or refresh token; `null` reads as absent (a client library that sends both keys, one of
 * them null, means the other), an empty string is an error.
 */
const credential = z.optional(z.nullable(z.string().check(z.minLength(1))))

/** POST /authentication (section 4.1): a username with exactly one of password or refresh_token. */
const sentAsText = (field: string) => ({ required: [field], properties: { [field]: { type: 'string' } } })

export const authenticationRequestSchema = z
  .object({
    username: z.string().check(z.trim(), z.regex(/\S/)),
    password: credential,
    refresh_token: credential,
  })
  .check(
    ...stated(
      { oneOf: [sentAsText('password'), sentAsText('refresh_token')] },
      z.refine<{ password?: string | null; refresh_token?: string | null }>((body) => (body.password == null) !== (body.refresh_token == null), {
        message: 'Send either password or refresh_token, not both and not neither.',
      }),
    ),
  )
export type AuthenticationRequest = z.infer<typeof authenticationRequestSchema>

export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600

export const authenticationResponseSchema = z.object({
  AccessToken: z.string().check(z.minLength(1)),
  RefreshToken: z.string().check(z.minLength(1)),
  ExpiresIn: z._default(z.int().check(z.positive()), ACCESS_TOKEN_LIFETIME_SECONDS),
})
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>

/**
 * Claims the portal reads from the ID token to show who is signed in. `email` is in the contract;
 * the two `custom:` claims are an assumption (docs/api-assumptions.md) and optional.
 */
export const identityClaimsSchema = z.object({
  email: z.string(),
  exp: z.number(),
  'custom:agency_name': z.optional(z.string()),
  'custom:company_id': z.optional(z.union([z.string(), z.number()])),
})
export type IdentityClaims = z.infer<typeof identityClaimsSchema>
