/**
 * One tab at a time for a named piece of work (a batch run): a Web Lock held while the tab works on
 * it. `held` is false when another tab of the origin holds it. Where Web Locks are missing (jsdom, old
 * browsers), every tab gets it: the run's saved state still keeps each row from being sent twice by one tab.
 *
 * The lease is the tab's, not a component's: takers of one name in this tab share one lock, let go when
 * the last of them releases it. React's development mode mounts a screen, unmounts it and mounts it again
 * at once (StrictMode): the second mount asked while the first one's lock was still held, and read it as
 * another tab's (docs/decisions/0110-development-mode-runs-effects-twice.md).
 */
export interface TabLease {
  held: boolean
  release(): void
}

const taken = new Map<string, { takers: number; lease: Promise<TabLease> }>()

export function takeTabLease(name: string): Promise<TabLease> {
  const shared = taken.get(name) ?? { takers: 0, lease: requestLock(name) }
  taken.set(name, shared)
  shared.takers += 1
  let released = false
  return shared.lease.then(({ held, release }) => ({
    held,
    release: () => {
      if (released) return
      released = true
      shared.takers -= 1
      if (shared.takers > 0) return
      if (taken.get(name) === shared) taken.delete(name)
      release()
    },
  }))
}

function requestLock(name: string): Promise<TabLease> {
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
