/**
 * The sandbox's one source of "now". It runs with real time plus an offset, so setting or advancing it
 * keeps time flowing: token expiry, notice dates and delivery retries all read it.
 */
export interface Clock {
  now(): Date
  set(instant: Date): void
  advance(seconds: number): void
}

export function createClock(realNow: () => number = () => Date.now()): Clock {
  let offsetMs = 0
  return {
    now: () => new Date(realNow() + offsetMs),
    set(instant) {
      offsetMs = instant.getTime() - realNow()
    },
    advance(seconds) {
      offsetMs += seconds * 1000
    },
  }
}

export function secondsSinceEpoch(instant: Date): number {
  return Math.floor(instant.getTime() / 1000)
}
