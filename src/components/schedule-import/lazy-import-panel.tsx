import { lazy, Suspense } from 'react'
import type { ImportPanelProps } from './import-panel'

/** The import screens load when a person opens them (ADR 0034), never with the page. */
const ImportPanel = lazy(() => import('./import-panel'))

/**
 * The import, in a chunk of its own. `drawnWithThePage`: open as its page opens, it is part of the page,
 * which waits for it (the boundary above) rather than have it push what is under it down once drawn (ADR
 * 0165); otherwise it loads in its own place, saying so.
 */
export function LazyImportPanel({ drawnWithThePage, ...props }: ImportPanelProps & { drawnWithThePage: boolean }) {
  const panel = <ImportPanel {...props} />
  return drawnWithThePage ? panel : <Suspense fallback={<p role="status">Loading the import…</p>}>{panel}</Suspense>
}
