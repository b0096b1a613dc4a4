import { useSyncExternalStore } from 'react'

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

export interface SaveStatus {
  /** When the draft was last written, or null. */
  savedAt: string | null
  /** The last save was refused by the browser (storage full, turned off or private). */
  failed: boolean
}

const NOTHING_SAVED: SaveStatus = { savedAt: null, failed: false }

/** How the draft's saving goes; a tiny store so that a save re-renders only what shows it. */
export function createSaveStatusStore(savedAt: string | null) {
  let status: SaveStatus = { savedAt, failed: false }
  const listeners = new Set<() => void>()
  const set = (next: SaveStatus) => {
    status = next
    listeners.forEach((listener) => listener())
  }
  return {
    get: () => status,
    saved: (at: string) => set({ savedAt: at, failed: false }),
    failed: () => set({ ...status, failed: true }),
    /** Nothing saved any more (the draft was discarded). */
    reset: () => set(NOTHING_SAVED),
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
export type SaveStatusStore = ReturnType<typeof createSaveStatusStore>

export function useSaveStatus(store: SaveStatusStore): SaveStatus {
  return useSyncExternalStore(store.subscribe, store.get)
}

/** The line under the steps: when the draft was saved, or (announced) that it could not be. */
export function DraftStatus({ store }: { store: SaveStatusStore }) {
  const { savedAt, failed } = useSaveStatus(store)
  return (
    <div className="text-sm">
      {!failed && (
        <p className="text-slate-700">{savedAt ? `Draft saved in this browser at ${timeFormat.format(new Date(savedAt))}.` : 'Your answers are saved in this browser as you type.'}</p>
      )}
      <div role="status">
        {failed && (
          <p className="font-semibold text-red-700">Could not save a draft in this browser (its storage is full or turned off). Keep this tab open until you send.</p>
        )}
      </div>
    </div>
  )
}
