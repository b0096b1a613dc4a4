import { SECRET_ROTATION_GRACE_SECONDS, WEBHOOK_HEADERS, type WebhookSubscription } from '@/contract/webhooks'
import { FreeText } from '@/components/ui/free-text'

export const GRACE_HOURS = SECRET_ROTATION_GRACE_SECONDS / 3600

/** The grace window of a rotation, in words: why a receiver that checks both headers never misses a delivery. */
export function RotateExplanation({ subscription }: { subscription: WebhookSubscription | null }) {
  if (!subscription) return null
  return (
    <>
      <p>
        Subscription {subscription.id} to{' '}
        <strong>
          <FreeText>{subscription.endpoint_url}</FreeText>
        </strong>{' '}
        gets a new secret, shown to you once.
      </p>
      <p>
        For the next {GRACE_HOURS} hours every delivery carries two signatures: <code className="break-all">{WEBHOOK_HEADERS.signature}</code> with the new
        secret and <code className="break-all">{WEBHOOK_HEADERS.previousSignature}</code> with the current one. A receiver that checks both keeps working while
        you switch it.
      </p>
      <p>Rotating again within those hours retires the current secret at once.</p>
    </>
  )
}
