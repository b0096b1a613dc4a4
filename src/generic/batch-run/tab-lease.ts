/**
 * One tab at a time for a named piece of work (a batch run): a Web Lock held while the tab works on
 * it. `held` is false when another tab of the origin holds it. Where Web Locks are missing (jsdom, old
 * browsers), every tab gets it: the run's saved state still keeps each row from being sent twice by one tab.
 */
export interface TabLease {
  held: boolean
  release(): void
}

export function takeTabLease(name: string): Promise<TabLease> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return Promise.resolve({ held: true, release: () => undefined })
  return new Promise((resolve) => {
    void locks.request(name, { mode: 'exclusive', ifAvailable: true }, (lock) => {
      if (!lock) {
        resolve({ held: false, release: () => undefined })
        return undefined
      }
      // Held until released: the promise the lock waits on.
      return new Promise<void>((release) => resolve({ held: true, release }))
    })
  })
}
