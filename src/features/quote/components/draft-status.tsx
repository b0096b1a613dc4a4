import { useSyncExternalStore } from 'react'

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

/** When the draft was last written; a tiny store so that a save re-renders only this line. */
export function createSavedAtStore(initial: string | null) {
  let savedAt = initial
  const listeners = new Set<() => void>()
  return {
    get: () => savedAt,
    set(next: string) {
      savedAt = next
      listeners.forEach((listener) => listener())
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
export type SavedAtStore = ReturnType<typeof createSavedAtStore>

export function DraftStatus({ store }: { store: SavedAtStore }) {
  const savedAt = useSyncExternalStore(store.subscribe, store.get)
  return (
    <p className="text-sm text-slate-700">
      {savedAt ? `Draft saved in this browser at ${timeFormat.format(new Date(savedAt))}.` : 'Your answers are saved in this browser as you type.'}
    </p>
  )
}
