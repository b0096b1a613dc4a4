/**
 * Web Locks for jsdom, which has none: exclusive locks by name, granted in the order asked, each grant
 * and each refusal of `ifAvailable` in a task after the request, as a browser's lock manager answers.
 * `installFakeWebLocks()` puts it on `navigator.locks` until the returned function takes it away.
 */
export interface FakeWebLocks {
  locks: Pick<LockManager, 'request'>
  /** The names held now. */
  held: () => string[]
  uninstall: () => void
}

interface Waiting {
  name: string
  ifAvailable: boolean
  callback: (lock: Lock | null) => unknown
  settle: (outcome: { value?: unknown; error?: unknown }) => void
}

export function installFakeWebLocks(): FakeWebLocks {
  const held = new Set<string>()
  const queue: Waiting[] = []

  function grantWhatCan() {
    for (const waiting of [...queue]) {
      if (held.has(waiting.name) && !waiting.ifAvailable) continue
      queue.splice(queue.indexOf(waiting), 1)
      if (held.has(waiting.name)) {
        run(waiting, null)
        continue
      }
      held.add(waiting.name)
      run(waiting, { name: waiting.name, mode: 'exclusive' } as Lock)
    }
  }

  function run(waiting: Waiting, lock: Lock | null) {
    Promise.resolve()
      .then(() => waiting.callback(lock))
      .then(
        (value) => waiting.settle({ value }),
        (error: unknown) => waiting.settle({ error }),
      )
      .finally(() => {
        if (!lock) return
        held.delete(waiting.name)
        setTimeout(grantWhatCan)
      })
  }

  function request(name: string, ...rest: unknown[]): Promise<unknown> {
    const [options, callback] = (rest.length === 1 ? [{}, rest[0]] : rest) as [LockOptions, (lock: Lock | null) => unknown]
    return new Promise((resolve, reject) => {
      queue.push({
        name,
        ifAvailable: options.ifAvailable === true,
        callback,
        settle: ({ value, error }) => (error === undefined ? resolve(value) : reject(error)),
      })
      setTimeout(grantWhatCan)
    })
  }
  const locks = { request } as Pick<LockManager, 'request'>

  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
  return {
    locks,
    held: () => [...held],
    uninstall: () => {
      delete (navigator as { locks?: unknown }).locks
    },
  }
}
