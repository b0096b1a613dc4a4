import { Link } from 'react-router'
import { useIsSandbox } from '@/api/sandbox-info'
import { paths } from '@/domain/paths'

/**
 * Says the portal talks to the sandbox, and opens its console (the outbox where reset codes land, the
 * clock): in the header, so that signed out it needs no navigation bar, which would push the page down
 * once the sandbox answered.
 */
export function SandboxBadge() {
  if (!useIsSandbox()) return null
  return (
    <Link
      to={paths.sandboxConsole}
      className="rounded-full border-2 border-amber-300 bg-amber-100 px-3 py-0.5 text-sm font-bold text-amber-950 no-underline hover:bg-amber-200 hover:text-amber-950"
    >
      Sandbox<span className="sr-only"> console: this portal is connected to the sandbox API, not real policies</span>
    </Link>
  )
}
