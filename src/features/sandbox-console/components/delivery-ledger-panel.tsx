import { useState } from 'react'
import { DELIVERY_MAX_ATTEMPTS } from '@/contract/webhooks'
import { describeError } from '@/api/error-message'
import { Alert } from '@/components/ui/alert'
import { ListLine, listStateOf } from '@/components/ui/list-line'
import { LiveRegion } from '@/components/ui/live-region'
import { Button } from '@/components/ui/button'
import { countOf, formatCount } from '@/generic/text'
import { useDeliveries } from '../api/get-deliveries'
import { useReplayDelivery } from '../api/replay-delivery'
import {
  DELIVERY_STATE_LABELS,
  groupDeliveries,
  matchesFilter,
  replayedFrom,
  replayOutcome,
  subscriptionsIn,
  type Delivery,
  type DeliveryFilter,
  type Replayed,
} from '../deliveries'
import { DeliveryRow } from './delivery-row'
import { LedgerFilters } from './ledger-filters'

/** "subscription 2", or "2 subscriptions: 2, 3". */
const subscriptionsNamed = (ids: readonly number[]) =>
  ids.length === 1 ? `subscription ${ids[0]}` : `${countOf(ids.length, 'subscriptions')}: ${ids.join(', ')}`

/** A replay in words, as the ledger now has it: on its way, or each subscription's state; null once the ledger no longer has it. */
function replaySentence(replayed: Replayed, deliveries: readonly Delivery[]): string | null {
  const outcome = replayOutcome(replayed, deliveries)
  const to = subscriptionsNamed([...replayed.attemptsBefore.keys()])
  if (outcome.kind === 'gone') return null
  if (outcome.kind === 'on its way') return `Event ${replayed.eventId} is being sent again to ${to}.`
  const states = new Set(outcome.states.map(({ state }) => state))
  const said =
    states.size === 1
      ? DELIVERY_STATE_LABELS[outcome.states[0]!.state].toLowerCase()
      : outcome.states.map(({ subscriptionId, state }) => `subscription ${subscriptionId} ${DELIVERY_STATE_LABELS[state].toLowerCase()}`).join(', ')
  return `Event ${replayed.eventId} was sent again to ${to}: ${said}.`
}

/**
 * The ledger: one row per event to a subscription, the latest first, its attempts folded under it; a
 * replay for each dead letter. What a replay came to is said until the console does something else
 * (`consoleMoves` counts its other sends: an event, the clock).
 */
export function DeliveryLedgerPanel({ watchUntil, onReplayed, consoleMoves }: { watchUntil: number; onReplayed: () => void; consoleMoves: number }) {
  const ledger = useDeliveries(watchUntil)
  const replay = useReplayDelivery()
  const [replayed, setReplayed] = useState<(Replayed & { moves: number }) | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [filter, setFilter] = useState<DeliveryFilter>({ subscriptionId: null, state: null })
  const deliveries = groupDeliveries(ledger.data ?? [])
  const shown = deliveries.filter(matchesFilter(filter))
  const replaySaid = replayed && replayed.moves === consoleMoves ? replaySentence(replayed, deliveries) : null
  const run = (eventId: string) =>
    void replay.activate(() => {
      setReplayed(null)
      setRefusal(null)
      return {
        input: eventId,
        onSuccess: ({ subscription_ids }) => {
          setReplayed({ ...replayedFrom(eventId, subscription_ids, deliveries), moves: consoleMoves })
          onReplayed()
        },
        onError: (error) => setRefusal(describeError(error)),
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
        Each event to each subscription, latest first. A 5xx answer or none is retried on the sandbox clock. A 4xx answer or {DELIVERY_MAX_ATTEMPTS} failures
        dead-letter it: Replay sends it again.
      </p>
      <LiveRegion className="mt-3">{replaySaid && <Alert tone="success">{replaySaid}</Alert>}</LiveRegion>
      <LiveRegion assertive className="mt-3">
        {refusal && (
          <Alert tone="error" title="Not replayed">
            {refusal}
          </Alert>
        )}
      </LiveRegion>
      {ledger.error && (
        <Alert tone="error" className="mt-3">
          {describeError(ledger.error)}
        </Alert>
      )}
      <ListLine
        state={listStateOf(ledger)}
        loading="Loading the delivery ledger…"
        empty="No delivery attempts yet: send an event for a submission whose agency subscribes to it."
      />
      {deliveries.length > 0 && (
        <div className="mt-4">
          <LedgerFilters subscriptions={subscriptionsIn(deliveries)} filter={filter} onChange={setFilter} />
          <p aria-live="polite" className="mt-3 text-sm text-slate-700">
            {shown.length === deliveries.length
              ? countOf(deliveries.length, 'deliveries', 'delivery')
              : `${formatCount(shown.length)} of ${countOf(deliveries.length, 'deliveries', 'delivery')}`}
          </p>
        </div>
      )}
      <ol className="mt-2" aria-label="Deliveries">
        {shown.map((delivery) => (
          <DeliveryRow key={delivery.key} delivery={delivery} replay={{ busy: replay.busy && replay.variables === delivery.eventId, run }} />
        ))}
      </ol>
    </section>
  )
}
