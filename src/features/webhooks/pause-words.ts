/**
 * What pausing means (docs/decisions/0051), each sentence said once on a page: events that occur while a
 * subscription is paused are not delivered to it, not even on resume; the sandbox's ledger keeps each
 * for a replay, and a real service replays on request (section 6.5, rule 4). The card of a paused
 * subscription says it while it lasts; the outcome of Pause says only what the press did.
 */

export const NOT_DELIVERED_WHILE_PAUSED = 'Events that occur while it is paused are not sent to it by themselves, not even once it is resumed.'

/** How to get those events once the subscription is active again. */
const recovery = (isSandbox: boolean) =>
  isSandbox ? 'replay them from the sandbox console’s delivery ledger' : 'ask the service to replay them from its ledger (section 6.5)'

/** The card of a paused subscription: what pausing does, and what to do after. */
export const pausedDeliveries = (isSandbox: boolean) => `Paused. ${NOT_DELIVERED_WHILE_PAUSED} After resuming, ${recovery(isSandbox)}.`

export const pausedOutcome = (id: number): string => `Subscription ${id} is paused: retries under way stop.`

export const resumedOutcome = (id: number, isSandbox: boolean): string =>
  `Subscription ${id} is active again: events that occur from now on are delivered. Those that occurred while it was paused were not sent: ${recovery(isSandbox)}.`
