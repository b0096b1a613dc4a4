/**
 * The sandbox's one source of "now". It runs with real time plus an offset, so setting or advancing it
 * keeps time flowing: token expiry, notice dates and delivery retries all read it.
 */
export interface Clock {
  now(): Date
  set(instant: Date): void
  advance(seconds: number): void
  /** Runs `listener` after every set or advance (the webhook deliverer sends what became due). */
  onChange(listener: () => void): void
}

export function createClock(realNow: () => number = () => Date.now()): Clock {
  let offsetMs = 0
  const listeners: (() => void)[] = []
  const changed = () => listeners.forEach((listener) => listener())
  return {
    now: () => new Date(realNow() + offsetMs),
    set(instant) {
      offsetMs = instant.getTime() - realNow()
      changed()
    },
    advance(seconds) {
      offsetMs += seconds * 1000
      changed()
    },
    onChange(listener) {
      listeners.push(listener)
    },
  }
}

export function secondsSinceEpoch(instant: Date): number {
  return Math.floor(instant.getTime() / 1000)
}
