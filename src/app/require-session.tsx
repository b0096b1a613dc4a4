import { Navigate, Outlet, useLocation } from 'react-router'
import { useSession } from '@/api/session/use-session'
import { signInPath } from '@/lib/paths'

/** Routes below need a session; without one the person signs in and comes back here. */
export function RequireSession() {
  const session = useSession()
  const location = useLocation()
  if (!session) return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />
  return <Outlet />
}
