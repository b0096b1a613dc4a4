import { describe, expect, it } from 'vitest'
import type { DeliveryLedgerRow } from '@/contract/sandbox-control'
import { groupDeliveries, matchesFilter, replayedFrom, replayOffer, replayOutcome, subscriptionsIn } from '../deliveries'

const attempt = (overrides: Partial<DeliveryLedgerRow>): DeliveryLedgerRow => ({
  event_id: 'e-1',
  event_type: 'submission.quoted',
  display_id: 'BR-10001',
  subscription_id: 2,
  endpoint_url: 'https://hooks.example.com/a',
  attempt: 1,
  replay: 0,
  attempted_at: '2026-11-25T10:00:00Z',
  status_code: 200,
  error: null,
  next_attempt_at: null,
  dead_lettered: false,
  dead_letter_reason: null,
  subscription_state: 'active',
  ...overrides,
})

/** As the sandbox lists them: every attempt, newest first. */
const LEDGER = [
  attempt({ event_id: 'e-3', subscription_id: 3, endpoint_url: 'https://hooks.example.com/b', attempt: 0, status_code: null, dead_lettered: true }),
  attempt({ event_id: 'e-2', attempt: 2, status_code: 500, next_attempt_at: '2026-11-25T10:06:00Z' }),
  attempt({ event_id: 'e-1', attempt: 1, replay: 1 }),
  attempt({ event_id: 'e-2', attempt: 1, status_code: 500, next_attempt_at: '2026-11-25T10:01:00Z' }),
  attempt({ event_id: 'e-1', status_code: 400, dead_lettered: true }),
]

describe('the delivery ledger as deliveries', () => {
  const deliveries = groupDeliveries(LEDGER)

  it('makes one row per event to a subscription, latest first, its attempts oldest first', () => {
    expect(deliveries.map(({ key, state }) => [key, state])).toEqual([
      ['e-3/3', 'not sent'],
      ['e-2/2', 'retrying'],
      ['e-1/2', 'delivered'],
    ])
    expect(deliveries[2]!.attempts.map(({ replay, status_code }) => [replay, status_code])).toEqual([
      [0, 400],
      [1, 200],
    ])
  })

  it('filters by subscription and by state', () => {
    expect(deliveries.filter(matchesFilter({ subscriptionId: 2, state: null })).map(({ key }) => key)).toEqual(['e-2/2', 'e-1/2'])
    expect(deliveries.filter(matchesFilter({ subscriptionId: 2, state: 'retrying' })).map(({ key }) => key)).toEqual(['e-2/2'])
    expect(deliveries.filter(matchesFilter({ subscriptionId: 3, state: 'delivered' }))).toEqual([])
  })

  it('names each subscription once, by id', () => {
    expect(subscriptionsIn(deliveries)).toEqual([
      { id: 2, url: 'https://hooks.example.com/a' },
      { id: 3, url: 'https://hooks.example.com/b' },
    ])
  })
})

describe('replayOffer', () => {
  const deadLettered = (subscription_state: DeliveryLedgerRow['subscription_state']) =>
    groupDeliveries([attempt({ status_code: 400, dead_lettered: true, subscription_state })])[0]!

  it('offers Replay only to an active subscription, and says before any press why not otherwise', () => {
    expect(replayOffer(deadLettered('active'))).toEqual({ kind: 'replay' })
    expect(replayOffer(deadLettered('paused'))).toEqual({ kind: 'resume first', subscriptionId: 2 })
    expect(replayOffer(deadLettered('deleted'))).toEqual({ kind: 'deleted', subscriptionId: 2 })
  })

  it('offers nothing for a delivery that needs nothing', () => {
    expect(replayOffer(groupDeliveries([attempt({})])[0]!)).toBeNull()
    expect(replayOffer(groupDeliveries([attempt({ status_code: 500, next_attempt_at: '2026-11-25T10:01:00Z' })])[0]!)).toBeNull()
  })
})

describe('a replay, as the ledger has it', () => {
  const deadLetter = attempt({ event_id: 'e-9', status_code: 400, dead_lettered: true })
  const replayed = replayedFrom('e-9', [2], groupDeliveries([deadLetter]))

  it('is on its way until an attempt newer than the replay, then says what that attempt came to (issue 39)', () => {
    expect(replayOutcome(replayed, groupDeliveries([deadLetter]))).toEqual({ kind: 'on its way' })
    const delivered = attempt({ event_id: 'e-9', replay: 1 })
    expect(replayOutcome(replayed, groupDeliveries([delivered, deadLetter]))).toEqual({ kind: 'answered', states: [{ subscriptionId: 2, state: 'delivered' }] })
  })

  it('is gone once the ledger no longer has its event (a reset)', () => {
    expect(replayOutcome(replayed, [])).toEqual({ kind: 'gone' })
  })
})
