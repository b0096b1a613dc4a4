/**
 * Runs `task` while holding a Web Lock shared by every tab of the origin. Where Web Locks are missing
 * (old browsers, jsdom), the in-tab single flight is the only guard.
 */
export async function withExclusiveLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return task()
  return locks.request(name, { mode: 'exclusive' }, task)
}
