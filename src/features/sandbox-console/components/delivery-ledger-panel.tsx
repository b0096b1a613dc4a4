import { useState } from 'react'
import type { DeliveryAttempt } from '@/api/contract/sandbox-control'
import { DELIVERY_MAX_ATTEMPTS } from '@/api/contract/webhooks'
import { describeError } from '@/api/error-message'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FreeText } from '@/components/ui/free-text'
import { Id } from '@/components/ui/id'
import { formatDateTime } from '@/lib/format'
import { countOf } from '@/lib/text'
import { eventTypeLabel } from '@/lib/webhook-event-types'
import { useDeliveries } from '../api/get-deliveries'
import { useReplayDelivery } from '../api/replay-delivery'

/** The newest row of each delivery (an event to one subscription) says what happens next; only there can it be replayed. */
function latestRows(rows: readonly DeliveryAttempt[]): Set<DeliveryAttempt> {
  const seen = new Set<string>()
  const latest = new Set<DeliveryAttempt>()
  for (const row of rows) {
    const delivery = `${row.event_id}/${row.subscription_id}`
    if (seen.has(delivery)) continue
    seen.add(delivery)
    latest.add(row)
  }
  return latest
}

/** Attempt 0 is an event never sent: its subscription was paused when it occurred (ADR 0051). */
const wasSent = (row: DeliveryAttempt) => row.attempt > 0

function outcomeOf(row: DeliveryAttempt): string {
  if (!wasSent(row)) return 'Not sent: the subscription was paused'
  return row.status_code !== null ? `Answered ${row.status_code}` : (row.error ?? 'No answer')
}

function nextOf(row: DeliveryAttempt): string {
  if (row.dead_lettered) return `Dead-lettered: ${row.dead_letter_reason ?? 'no more attempts'}`
  if (row.next_attempt_at) return `Next attempt ${formatDateTime(row.next_attempt_at)}`
  return row.status_code !== null && row.status_code < 300 ? 'Delivered' : 'No more attempts in this series'
}

const TERM = 'text-sm font-semibold text-slate-700'

function AttemptCard({ row, replayable, replay }: { row: DeliveryAttempt; replayable: boolean; replay: { busy: boolean; run: (eventId: string) => void } }) {
  const good = row.status_code !== null && row.status_code >= 200 && row.status_code < 300
  return (
    <li className={`rounded-md border-l-4 border-y border-r border-slate-300 bg-white p-4 ${good ? 'border-l-green-700' : row.dead_lettered ? 'border-l-red-700' : 'border-l-amber-600'}`}>
      <p className="font-semibold">
        {eventTypeLabel(row.event_type)} · <Id>{row.display_id}</Id>
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className={TERM}>{wasSent(row) ? 'Attempt' : 'Event'}</dt>
        <dd>
          {wasSent(row) ? `${row.attempt} of ${DELIVERY_MAX_ATTEMPTS}` : 'Occurred while paused'}
          {row.replay > 0 && `, replay ${row.replay}`} · <time dateTime={row.attempted_at}>{formatDateTime(row.attempted_at)}</time>
        </dd>
        <dt className={TERM}>Result</dt>
        <dd className="free-text">{outcomeOf(row)}</dd>
        <dt className={TERM}>Then</dt>
        <dd className="free-text">{nextOf(row)}</dd>
        <dt className={TERM}>Subscription</dt>
        <dd>
          {row.subscription_id} · <FreeText>{row.endpoint_url}</FreeText>
        </dd>
        <dt className={TERM}>Event id</dt>
        <dd className="free-text font-mono text-sm">{row.event_id}</dd>
      </dl>
      {replayable && (
        <Button className="mt-3" variant="secondary" size="small" busy={replay.busy} onClick={() => replay.run(row.event_id)} aria-label={`Replay event ${row.event_id}`}>
          Replay
        </Button>
      )}
    </li>
  )
}

/** The ledger of delivery attempts, newest first, with a replay for each dead-lettered delivery. */
export function DeliveryLedgerPanel({ watchUntil, onReplayed }: { watchUntil: number; onReplayed: () => void }) {
  const ledger = useDeliveries(watchUntil)
  const replay = useReplayDelivery()
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const latest = latestRows(ledger.data ?? [])
  const run = (eventId: string) =>
    void replay.activate(() => {
      setOutcome(null)
      return {
        input: eventId,
        onSuccess: ({ subscription_ids }) => {
          const to = subscription_ids.length === 1 ? `subscription ${subscription_ids[0]}` : `${countOf(subscription_ids.length, 'subscriptions')}: ${subscription_ids.join(', ')}`
          setOutcome({ tone: 'success', text: `Event ${eventId} is being sent again to ${to}.` })
          onReplayed()
        },
        onError: (error) => setOutcome({ tone: 'error', text: describeError(error) }),
      }
    })
  return (
    <section aria-labelledby="ledger-heading" className="rounded-md border border-slate-300 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ledger-heading" className="text-xl font-bold">
          Delivery ledger
        </h2>
        <Button variant="secondary" busy={ledger.isFetching} onClick={() => void ledger.refetch()} aria-label="Refresh the ledger">
          Refresh
        </Button>
      </div>
      <p className="mt-2 max-w-3xl">
        Every delivery attempt, newest first, and every event not sent because its subscription was paused. A 5xx, a time-out or a connection error
        is retried on the sandbox clock; a 4xx, or {DELIVERY_MAX_ATTEMPTS} failed attempts, dead-letters the delivery, which can then be replayed
        with the same event id and body, as can an event not sent once its subscription is resumed.
      </p>
      <p className="mt-2 max-w-3xl">
        Moving the clock is time passing: each attempt that fell due meanwhile is sent at the time it fell due, which is the time shown here and its{' '}
        <code>X-SVC-Timestamp</code>, and the next retry is counted from it.
      </p>
      <div role="status" className="mt-3 empty:hidden">
        {outcome?.tone === 'success' && <Alert tone="success">{outcome.text}</Alert>}
      </div>
      <div role="alert" className="mt-3 empty:hidden">
        {outcome?.tone === 'error' && <Alert tone="error" title="Not replayed">{outcome.text}</Alert>}
      </div>
      {ledger.error && (
        <Alert tone="error" className="mt-3">
          {describeError(ledger.error)}
        </Alert>
      )}
      {ledger.data?.length === 0 && <p className="mt-3 text-slate-700">No delivery attempts yet: send an event for a submission whose agency subscribes to it.</p>}
      <ol className="mt-3 space-y-3" aria-label="Delivery attempts">
        {ledger.data?.map((row) => (
          <AttemptCard
            key={`${row.event_id}/${row.subscription_id}/${row.replay}/${row.attempt}`}
            row={row}
            replayable={row.dead_lettered && latest.has(row)}
            replay={{ busy: replay.busy && replay.variables === row.event_id, run }}
          />
        ))}
      </ol>
    </section>
  )
}
