import * as z from 'zod/mini'

/** What the verifier holds: only on this page, in memory, never stored or sent. */
export interface VerifierForm {
  body: string
  headerBlock: string
  signature: string
  previousSignature: string
  secret: string
}

export const emptyVerifierForm: VerifierForm = { body: '', headerBlock: '', signature: '', previousSignature: '', secret: '' }

/** The body is kept byte for byte (never trimmed); a secret or signature never holds spaces, so those are. */
export const verifierFormSchema = z
  .object({
    body: z.string().check(z.minLength(1, 'Paste the raw body of the delivery')),
    headerBlock: z.string(),
    signature: z.string().check(z.trim()),
    previousSignature: z.string().check(z.trim()),
    secret: z.string().check(z.trim(), z.minLength(1, 'Paste the signing secret of the subscription')),
  })
  .check(
    z.refine((form) => form.signature !== '' || form.previousSignature !== '', {
      message: 'Paste the X-SVC-Signature header, or the header block it is in',
      path: ['signature'],
    }),
  )
