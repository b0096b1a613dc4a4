import type { ComponentType, ReactNode } from 'react'
import { redirect, useLoaderData, type NonIndexRouteObject, type ShouldRevalidateFunction } from 'react-router'
import { getSession } from '@/api/session/session-store'
import { signInPath } from '@/domain/paths'
import type { ScreenModule } from '@/domain/screens'
import { loadSignedInChrome } from './signed-in-chrome-slot'

interface LoadedScreen {
  Screen: ComponentType
  Shell: ComponentType<{ children: ReactNode }>
}

function ScreenWithQueries() {
  const { Screen, Shell } = useLoaderData<LoadedScreen>()
  return (
    <Shell>
      <Screen />
    </Shell>
  )
}

/** A new query string alone (the wizard's step) is the same screen: no loader runs, so the change stays instant. */
const onNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && currentUrl.pathname !== nextUrl.pathname

/**
 * A screen whose module, and React Query with the page's QueryClient, are imported by the route's
 * loader (docs/decisions/0011-queries-and-loaders.md). Not route `lazy`: React Router starts every
 * matched route's `lazy` before any loader can refuse, so a signed-out visitor would download the
 * screen and React Query on the way to sign-in. A signed-in screen's loader checks the session first
 * and sends a visitor without one to sign-in, with the way back, before anything is downloaded.
 */
export function screenRoute(
  access: 'public' | 'signed-in',
  importScreen: () => Promise<ScreenModule>,
): Pick<NonIndexRouteObject, 'loader' | 'Component' | 'shouldRevalidate'> {
  return {
    async loader(args): Promise<LoadedScreen> {
      if (access === 'signed-in' && !getSession()) {
        const { pathname, search } = new URL(args.request.url)
        throw redirect(signInPath(`${pathname}${search}`))
      }
      const [screen, { queryClient, QueryShell }] = await Promise.all([importScreen(), import('./query-shell'), getSession() && loadSignedInChrome()])
      screen.load?.(queryClient, args)
      return { Screen: screen.Component, Shell: QueryShell }
    },
    Component: ScreenWithQueries,
    shouldRevalidate: onNewPath,
  }
}
