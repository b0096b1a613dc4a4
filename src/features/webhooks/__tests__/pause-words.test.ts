import { describe, expect, it } from 'vitest'
import { pausedDeliveries, pausedOutcome, resumedOutcome } from '../pause-words'

describe('what pausing says (ADR 0051)', () => {
  it('says on the card, once, that events occurring while paused are not delivered, not even on resume, and how to recover them', () => {
    expect(pausedDeliveries(true)).toBe(
      'Paused. Events that occur while it is paused are not sent to it by themselves, not even once it is resumed. After resuming, replay them from the sandbox console’s delivery ledger.',
    )
    expect(pausedDeliveries(false)).toMatch(/After resuming, ask the service to replay them from its ledger \(section 6\.5\)\.$/)
  })

  it('says in the outcome of Pause only what the press did: the card beside it says the rest', () => {
    expect(pausedOutcome(2)).toBe('Subscription 2 is paused: retries under way stop.')
    for (const sentence of pausedDeliveries(true).split(/(?<=\.) /)) expect(pausedOutcome(2)).not.toContain(sentence)
  })

  it('says on resume that what occurred meanwhile was not sent, and how to recover it', () => {
    expect(resumedOutcome(2, false)).toBe(
      'Subscription 2 is active again: events that occur from now on are delivered. Those that occurred while it was paused were not sent: ask the service to replay them from its ledger (section 6.5).',
    )
    for (const said of [pausedOutcome(3), resumedOutcome(3, true)]) expect(said).not.toMatch(/until you resume/)
  })
})
