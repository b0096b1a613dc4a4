import { describe, expect, it } from 'vitest'
import { pausedOutcome, resumedOutcome } from '../pause-words'

describe('what pausing says (ADR 0051)', () => {
  it('says plainly that events occurring while paused are not delivered, not even on resume, and how to recover one', () => {
    expect(pausedOutcome(2, true)).toBe(
      'Subscription 2 is paused: retries under way stop. Events that occur while it is paused are not sent to it by themselves, not even once it is resumed. The sandbox console’s delivery ledger lists each of them as not sent: replay it there once the subscription is resumed.',
    )
    expect(resumedOutcome(2, false)).toBe(
      'Subscription 2 is active again: events that occur from now on are delivered. Those that occurred while it was paused were not sent by themselves. To recover one, ask the service for a replay from its ledger (section 6.5: events are replayed on request).',
    )
    for (const said of [pausedOutcome(3, false), resumedOutcome(3, true)]) expect(said).not.toMatch(/until you resume/)
  })
})
