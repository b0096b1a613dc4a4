import { formatTimeOfDay } from '@/generic/format'
import { createStore } from '@/generic/store'
import { useStore } from '@/generic/use-store'
import { LiveRegion } from '@/components/ui/live-region'

export interface SaveStatus {
  /** When the draft was last written, or null. */
  savedAt: string | null
  /** The last save was refused by the browser (storage full, turned off or private). */
  failed: boolean
}

const NOTHING_SAVED: SaveStatus = { savedAt: null, failed: false }

/** How the draft's saving goes; a tiny store so that a save re-renders only what shows it. */
export function createSaveStatusStore(savedAt: string | null) {
  const status = createStore<SaveStatus>({ savedAt, failed: false })
  return {
    ...status,
    saved: (at: string) => status.set({ savedAt: at, failed: false }),
    failed: () => status.set({ ...status.get(), failed: true }),
    /** Nothing saved any more (the draft was discarded). */
    reset: () => status.set(NOTHING_SAVED),
  }
}
export type SaveStatusStore = ReturnType<typeof createSaveStatusStore>

/** The line under a form that keeps a draft (the wizard's steps, an edit form): when it was saved, or (announced) that it could not be. */
export function DraftStatus({ store }: { store: SaveStatusStore }) {
  const { savedAt, failed } = useStore(store)
  return (
    <div className="text-sm">
      {!failed && (
        <p className="text-slate-700">
          {savedAt ? `Draft saved in this browser at ${formatTimeOfDay(savedAt)}.` : 'Your answers are saved in this browser as you type.'}
        </p>
      )}
      <LiveRegion>
        {failed && (
          <p className="font-semibold text-red-700">
            Could not save a draft in this browser (its storage is full or turned off). Keep this tab open until you send.
          </p>
        )}
      </LiveRegion>
    </div>
  )
}
