import { createHmac, randomBytes } from 'node:crypto'
import { SECRET_ROTATION_GRACE_SECONDS, SIGNING_SECRET_PREFIX, WEBHOOK_HEADERS } from '../../../src/contract/webhooks.ts'
import type { WebhookSubscription } from '../../store/types.ts'

/** `whsec_` and 32 random bytes in base64url (43 characters). */
export function newSigningSecret(): string {
  return `${SIGNING_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`
}

/**
 * Lower-case hex HMAC-SHA256 of the body's UTF-8 bytes, keyed with the UTF-8 bytes of the whole secret
 * string as shown to the subscriber (prefix included): what a receiver computes with the secret it pasted.
 */
export function signatureOf(secret: string, body: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(Buffer.from(body, 'utf8')).digest('hex')
}

/**
 * A new secret signs from now on; the one it replaces keeps signing as the previous secret for the grace
 * window. A second rotation inside the window retires the older secret at once: only two ever sign.
 */
export function rotateSecret(subscription: WebhookSubscription, now: Date): void {
  subscription.previousSecret = {
    secret: subscription.secret,
    validUntil: new Date(now.getTime() + SECRET_ROTATION_GRACE_SECONDS * 1000),
  }
  subscription.secret = newSigningSecret()
  subscription.secret_rotated_at = now.toISOString()
  subscription.updated_at = now.toISOString()
}

/** The signature headers of section 6.4 for a body sent at `now`: the previous secret only inside its window. */
export function signatureHeaders(subscription: WebhookSubscription, body: string, now: Date): Record<string, string> {
  const headers: Record<string, string> = { [WEBHOOK_HEADERS.signature]: signatureOf(subscription.secret, body) }
  const previous = subscription.previousSecret
  if (previous && now.getTime() < previous.validUntil.getTime()) {
    headers[WEBHOOK_HEADERS.previousSignature] = signatureOf(previous.secret, body)
  }
  return headers
}
