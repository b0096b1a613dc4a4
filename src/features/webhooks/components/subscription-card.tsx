import { Link } from 'react-router'
import type { WebhookSubscription } from '@/contract/webhooks'
import { Button, buttonClassName } from '@/components/ui/button'
import { FreeText } from '@/components/ui/free-text'
import { formatDateTime } from '@/generic/format'
import { webhookEditPath } from '@/domain/paths'
import { useIsSandbox } from '@/api/sandbox-info'
import { pausedDeliveries } from '../pause-words'
import { EventTypeName } from './event-type-name'

export interface CardActions {
  /** The subscription whose pause or resume is on its way, if any. */
  switchingId: number | null
  setActive: (subscription: WebhookSubscription, active: boolean) => void
  askRotate: (subscription: WebhookSubscription) => void
  askDelete: (subscription: WebhookSubscription) => void
}

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>
}

const TERM = 'font-semibold text-slate-700 text-sm'

/** One subscription: where it delivers, what, whether it is paused, and when its secret last changed (never the secret). */
export function SubscriptionCard({ subscription, actions }: { subscription: WebhookSubscription; actions: CardActions }) {
  const { id, endpoint_url, event_types, active, created_at, updated_at, secret_rotated_at } = subscription
  const isSandbox = useIsSandbox()
  const headingId = `subscription-${id}-heading`
  /** Each card has the same buttons: their names say whose they are (the visible words first, for voice control). */
  const named = (words: string) => ({ 'aria-label': `${words} of subscription ${id}` })
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-md border border-slate-300 bg-white p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={headingId} className="min-w-0 text-lg font-bold">
            <span className="block text-sm font-semibold text-slate-700">Subscription {id}</span>
            <span className="block">
              <FreeText>{endpoint_url}</FreeText>
            </span>
          </h2>
          <p
            className={`rounded-full border-2 px-3 py-0.5 text-sm font-bold ${active ? 'border-green-700 bg-green-50 text-green-900' : 'border-amber-600 bg-amber-50 text-amber-950'}`}
          >
            {active ? 'Active' : 'Paused'}
          </p>
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)]">
          <dt className={TERM}>Event types</dt>
          <dd>
            <ul className="space-y-1">
              {event_types.map((type) => (
                <li key={type}>
                  <EventTypeName type={type} />
                </li>
              ))}
            </ul>
          </dd>
          <dt className={TERM}>Deliveries</dt>
          <dd>{active ? 'Sent as events happen' : pausedDeliveries(isSandbox)}</dd>
          <dt className={TERM}>Signing secret</dt>
          <dd>
            {secret_rotated_at ? (
              <>
                Last rotated <Time iso={secret_rotated_at} />
              </>
            ) : (
              'Never rotated: the one shown when the subscription was created'
            )}
          </dd>
          <dt className={TERM}>Created</dt>
          <dd>
            <Time iso={created_at} />
          </dd>
          <dt className={TERM}>Updated</dt>
          <dd>
            <Time iso={updated_at} />
          </dd>
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={webhookEditPath(id)} className={buttonClassName('secondary')} aria-label={`Edit subscription ${id}`}>
            Edit
          </Link>
          <Button
            variant="secondary"
            busy={actions.switchingId === id}
            onClick={() => actions.setActive(subscription, !active)}
            {...named(active ? 'Pause deliveries' : 'Resume deliveries')}
          >
            {active ? 'Pause deliveries' : 'Resume deliveries'}
          </Button>
          <Button variant="secondary" onClick={() => actions.askRotate(subscription)} {...named('Rotate secret…')}>
            Rotate secret…
          </Button>
          <Button variant="danger" onClick={() => actions.askDelete(subscription)} {...named('Delete…')}>
            Delete…
          </Button>
        </div>
      </article>
    </li>
  )
}
