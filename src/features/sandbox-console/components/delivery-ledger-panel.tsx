import { useState } from 'react'
import { DELIVERY_MAX_ATTEMPTS } from '@/contract/webhooks'
import { describeError } from '@/api/error-message'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { countOf, formatCount } from '@/generic/text'
import { useDeliveries } from '../api/get-deliveries'
import { useReplayDelivery } from '../api/replay-delivery'
import { groupDeliveries, matchesFilter, subscriptionsIn, type DeliveryFilter } from '../deliveries'
import { DeliveryRow } from './delivery-row'
import { LedgerFilters } from './ledger-filters'

/** The ledger: one row per event to a subscription, the latest first, its attempts folded under it; a replay for each dead letter. */
export function DeliveryLedgerPanel({ watchUntil, onReplayed }: { watchUntil: number; onReplayed: () => void }) {
  const ledger = useDeliveries(watchUntil)
  const replay = useReplayDelivery()
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [filter, setFilter] = useState<DeliveryFilter>({ subscriptionId: null, state: null })
  const deliveries = groupDeliveries(ledger.data ?? [])
  const shown = deliveries.filter(matchesFilter(filter))
  const run = (eventId: string) =>
    void replay.activate(() => {
      setOutcome(null)
      return {
        input: eventId,
        onSuccess: ({ subscription_ids }) => {
          const to =
            subscription_ids.length === 1
              ? `subscription ${subscription_ids[0]}`
              : `${countOf(subscription_ids.length, 'subscriptions')}: ${subscription_ids.join(', ')}`
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
        Each event to each subscription, latest first. A 5xx answer or none is retried on the sandbox clock. A 4xx answer or {DELIVERY_MAX_ATTEMPTS} failures
        dead-letter it: Replay sends it again.
      </p>
      <div role="status" className="mt-3 empty:hidden">
        {outcome?.tone === 'success' && <Alert tone="success">{outcome.text}</Alert>}
      </div>
      <div role="alert" className="mt-3 empty:hidden">
        {outcome?.tone === 'error' && (
          <Alert tone="error" title="Not replayed">
            {outcome.text}
          </Alert>
        )}
      </div>
      {ledger.error && (
        <Alert tone="error" className="mt-3">
          {describeError(ledger.error)}
        </Alert>
      )}
      {ledger.data?.length === 0 && (
        <p className="mt-3 text-slate-700">No delivery attempts yet: send an event for a submission whose agency subscribes to it.</p>
      )}
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
