import { LiveRegion } from '@/components/ui/live-region'
import { useOnline } from '@/generic/use-online'

/**
 * While the browser is offline, every page says so, politely (a status, not an alert): nothing is sent
 * until the connection is back, and what is typed stays (docs/decisions/0039-offline.md).
 */
export function OfflineBanner() {
  const online = useOnline()
  return (
    <LiveRegion className="mx-auto w-full max-w-6xl px-4">
      {!online && (
        <p
          className="mb-3 rounded-md border-l-4 border-slate-700 bg-slate-100 p-3 text-slate-900 shadow-lg sm:ms-auto sm:max-w-md"
          data-testid="offline-banner"
        >
          <strong>You are offline.</strong> The portal sends nothing until the connection is back; what you type here is kept.
        </p>
      )}
    </LiveRegion>
  )
}
