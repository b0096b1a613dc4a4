import { sessionLivesInTab } from '@/api/session/session-store'
import { useSession } from '@/api/session/use-session'
import { LiveRegion } from '@/components/ui/live-region'

/**
 * A browser that would not store the session (storage full or turned off) keeps it in this tab only
 * (ADR 0055): every page says so, since a reload or a new tab then signs the person out.
 */
export function TabSessionBanner() {
  const inTabOnly = useSession() !== null && sessionLivesInTab()
  return (
    <LiveRegion className="mx-auto w-full max-w-6xl px-4">
      {inTabOnly && (
        <p className="mt-3 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-slate-900" data-testid="tab-session-banner">
          <strong>Signed in in this tab only.</strong> This browser cannot store your session: its storage is full or turned off. A reload or another tab signs
          you out.
        </p>
      )}
    </LiveRegion>
  )
}
