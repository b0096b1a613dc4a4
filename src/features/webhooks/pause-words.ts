/**
 * What pausing means, said the same on the list, the card and the form (docs/decisions/0051): events
 * that occur while a subscription is paused are not delivered to it, not even on resume; the sandbox's
 * ledger keeps each for a replay, and a real service replays on request (section 6.5, rule 4).
 */

export const NOT_DELIVERED_WHILE_PAUSED = 'Events that occur while it is paused are not sent to it by themselves, not even once it is resumed.'

export function recoveryText(isSandbox: boolean): string {
  return isSandbox
    ? 'The sandbox console’s delivery ledger lists each of them as not sent: replay it there once the subscription is resumed.'
    : 'To recover one, ask the service for a replay from its ledger (section 6.5: events are replayed on request).'
}

export function pausedOutcome(id: number, isSandbox: boolean): string {
  return `Subscription ${id} is paused: retries under way stop. ${NOT_DELIVERED_WHILE_PAUSED} ${recoveryText(isSandbox)}`
}

export function resumedOutcome(id: number, isSandbox: boolean): string {
  return `Subscription ${id} is active again: events that occur from now on are delivered. Those that occurred while it was paused were not sent by themselves. ${recoveryText(isSandbox)}`
}
