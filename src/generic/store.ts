/**
 * One value that components read with `useStore` (./use-store.ts) and that code outside React sets. No React
 * here: the script of the sign-in page drawn at build time reads stores before React is loaded (ADR 0130).
 */
export interface Store<T> {
  get(): T
  /** Replaces the value; listeners hear of it only when it is a different value. */
  set(next: T): void
  subscribe(listener: () => void): () => void
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
