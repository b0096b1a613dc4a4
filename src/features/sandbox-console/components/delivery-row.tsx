import { Link } from 'react-router'
import type { DeliveryAttempt } from '@/contract/sandbox-control'
import { DELIVERY_MAX_ATTEMPTS } from '@/contract/webhooks'
import { Button } from '@/components/ui/button'
import { FreeText } from '@/components/ui/free-text'
import { Id } from '@/components/ui/id'
import { countOf } from '@/generic/text'
import { formatDateTime } from '@/generic/format'
import { paths } from '@/domain/paths'
import { eventTypeLabel } from '@/domain/webhook-event-types'
import { DELIVERY_STATE_LABELS, replayOffer, wasSent, type Delivery, type DeliveryState } from '../deliveries'

function outcomeOf(row: DeliveryAttempt): string {
  if (!wasSent(row)) return 'Not sent: the subscription was paused'
  return row.status_code !== null ? `Answered ${row.status_code}` : (row.error ?? 'No answer')
}

function nextOf(row: DeliveryAttempt): string {
  if (row.dead_lettered) return `Dead-lettered: ${row.dead_letter_reason ?? 'no more attempts'}`
  if (row.next_attempt_at) return `Next attempt ${formatDateTime(row.next_attempt_at)}`
  return row.status_code !== null && row.status_code < 300 ? 'Delivered' : 'No more attempts in this series'
}

/** "Attempt 2 of up to 8, replay 1 · November 25, 2026 at 7:45 PM", or when a paused subscription's event occurred. */
function AttemptWhen({ row }: { row: DeliveryAttempt }) {
  return (
    <>
      {wasSent(row) ? `Attempt ${row.attempt} of up to ${DELIVERY_MAX_ATTEMPTS}` : 'Occurred while paused'}
      {row.replay > 0 && `, replay ${row.replay}`} · <time dateTime={row.attempted_at}>{formatDateTime(row.attempted_at)}</time>
    </>
  )
}

const STATE_STYLES: Record<DeliveryState, string> = {
  delivered: 'border-green-700 bg-green-50 text-green-900',
  retrying: 'border-amber-600 bg-amber-50 text-amber-950',
  'dead-lettered': 'border-red-700 bg-red-50 text-red-900',
  'not sent': 'border-red-700 bg-red-50 text-red-900',
  stopped: 'border-slate-600 bg-slate-100 text-slate-900',
}

/** Replay where it can be done; where it cannot, why, and what to do instead. */
function ReplayControl({ delivery, replay }: DeliveryRowProps) {
  const offer = replayOffer(delivery)
  if (offer === null) return null
  if (offer.kind === 'replay') {
    return (
      <Button
        className="mt-2"
        variant="secondary"
        size="small"
        busy={replay.busy}
        onClick={() => replay.run(delivery.eventId)}
        aria-label={`Replay event ${delivery.eventId}`}
      >
        Replay
      </Button>
    )
  }
  if (offer.kind === 'deleted') return <p className="mt-2 text-sm">Subscription {offer.subscriptionId} was deleted, so this event cannot be replayed.</p>
  return (
    <p className="mt-2 text-sm">
      <Link to={paths.webhooks}>Resume subscription {offer.subscriptionId}</Link> to replay this event.
    </p>
  )
}

interface DeliveryRowProps {
  delivery: Delivery
  replay: { busy: boolean; run: (eventId: string) => void }
}

/** One event to one subscription: where it stands and what happens next, its earlier attempts folded under it. */
export function DeliveryRow({ delivery, replay }: DeliveryRowProps) {
  const { latest, attempts, state, eventId } = delivery
  // The latest attempt is the line above the fold: under it, only those before it.
  const earlier = attempts.slice(0, -1)
  return (
    <li className="border-t border-slate-300 py-3 first:border-t-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="font-semibold">
            {eventTypeLabel(latest.event_type)} · <Id>{latest.display_id}</Id>
          </p>
          <p className="text-sm text-slate-700">
            To subscription {latest.subscription_id} · <FreeText>{latest.endpoint_url}</FreeText>
          </p>
        </div>
        <p className={`shrink-0 rounded-full border-2 px-3 py-0.5 text-sm font-bold ${STATE_STYLES[state]}`}>{DELIVERY_STATE_LABELS[state]}</p>
      </div>
      <p className="free-text mt-1">
        <AttemptWhen row={latest} />: {outcomeOf(latest)}.{(state === 'retrying' || state === 'dead-lettered') && ` ${nextOf(latest)}`}
      </p>
      <ReplayControl delivery={delivery} replay={replay} />
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">
          {earlier.length === 0 ? 'The event id' : `${countOf(earlier.length, 'earlier attempts', 'earlier attempt')} and the event id`}
        </summary>
        {earlier.length > 0 && (
          <ol
            className="mt-2 space-y-1 border-l-2 border-slate-300 pl-3 text-sm"
            aria-label={`Earlier attempts of event ${eventId} to subscription ${latest.subscription_id}`}
          >
            {earlier.map((row) => (
              <li key={`${row.replay}/${row.attempt}`} className="free-text">
                <AttemptWhen row={row} />: {outcomeOf(row)}. {nextOf(row)}
              </li>
            ))}
          </ol>
        )}
        <p className="mt-2 text-sm">
          Event id <code className="free-text">{eventId}</code>
        </p>
      </details>
    </li>
  )
}
