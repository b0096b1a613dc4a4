import { createHmac, timingSafeEqual } from 'node:crypto'
import { secondsSinceEpoch } from '../../clock.ts'
import type { Sandbox } from '../../sandbox.ts'

/**
 * Quote documents open in a new tab, which cannot send the AccessToken header, so their URL carries
 * its own proof, like a presigned object-store URL: an HMAC of the submission number and an expiry,
 * keyed per sandbox. It opens that one document until it expires, and nothing else.
 */
export const DOCUMENT_LINK_LIFETIME_SECONDS = 24 * 60 * 60

export interface DocumentLinkParams {
  expires: string
  signature: string
}

function sign(sandbox: Sandbox, submissionNumber: string, expires: string): string {
  return createHmac('sha256', sandbox.documentSigningKey).update(`quote-document\n${submissionNumber}\n${expires}`).digest('base64url')
}

export function signDocumentLink(sandbox: Sandbox, submissionNumber: string): DocumentLinkParams {
  const expires = String(secondsSinceEpoch(sandbox.clock.now()) + DOCUMENT_LINK_LIFETIME_SECONDS)
  return { expires, signature: sign(sandbox, submissionNumber, expires) }
}

/** True when the signature is the sandbox's own for this document and the expiry has not passed. */
export function documentLinkIsValid(sandbox: Sandbox, submissionNumber: string, params: Partial<DocumentLinkParams>): boolean {
  const { expires = '', signature = '' } = params
  if (!/^\d{1,12}$/.test(expires) || Number(expires) <= secondsSinceEpoch(sandbox.clock.now())) return false
  const expected = Buffer.from(sign(sandbox, submissionNumber, expires))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
