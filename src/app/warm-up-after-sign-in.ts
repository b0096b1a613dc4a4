import { matchRoutes } from 'react-router'
import { signInBegun } from '@/features/auth/sign-in-send'
import { safeReturnPath } from '@/domain/paths'
import { DECLARED_SCREENS } from './all-screens'

/** The screen sign-in leads to from this address: the one `next` names, else home. */
function screenAfterSignIn() {
  const returnTo = new URL(safeReturnPath(new URLSearchParams(location.search).get('next')), location.origin)
  return matchRoutes([...DECLARED_SCREENS], returnTo.pathname)?.at(-1)?.route
}

/**
 * Once the person has started on a sign-in form, loads what the screen after sign-in needs (its chunk,
 * React Query's shell, the signed-in chrome) while they type: pressing Sign in then waits for the
 * authentication call and the screen's own requests, not for downloads
 * (docs/decisions/0131-home-fetched-while-the-person-types.md). The chrome's module is loaded, not put in
 * its slot: the sign-in page shows nothing of it.
 */
export function warmUpAfterSignIn(): void {
  let warmed = false
  const warm = () => {
    if (warmed || !signInBegun.get()) return
    warmed = true
    unsubscribe()
    const screen = screenAfterSignIn()
    void Promise.all([screen?.screen(), import('./query-shell'), import('./signed-in-chrome')]).catch(() => {
      // Fetched again, or told as a failed load, when the screen opens.
    })
  }
  const unsubscribe = signInBegun.subscribe(warm)
  warm()
}
