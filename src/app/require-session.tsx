import { Navigate, Outlet, useLocation } from 'react-router'
import { useSession } from '@/api/session/use-session'
import { signInPath } from '@/domain/paths'

/**
 * Routes below need a session. Their loaders turn a visitor without one away before anything loads
 * (`screenRoute`); this sends the person whose session ends while a screen is open to sign-in, and
 * back here after.
 */
export function RequireSession() {
  const session = useSession()
  const location = useLocation()
  if (!session) return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />
  return <Outlet />
}
