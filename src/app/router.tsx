import { Fragment } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { askIsSandbox } from '@/api/sandbox-info'
import { AppLayout } from './app-layout'
import { type DeclaredScreen, DECLARED_SCREENS } from './all-screens'
import { RequireSession } from './require-session'
import { RouteError } from './route-error'
import { screenRoute } from './screen-route'

/**
 * A declared screen's route (src/features/<feature>/screens.ts). Each screen is its own chunk. A public
 * form is a plain `lazy` route without React Query; every other screen comes through `screenRoute`, whose
 * loader imports it with the page's QueryClient.
 */
function routeOf({ id, path, access = 'signed-in', screen, knowsSandbox }: DeclaredScreen): RouteObject {
  const importScreen = knowsSandbox ? () => Promise.all([screen(), askIsSandbox()]).then(([module]) => module) : screen
  const where = path === '/' ? { id, index: true as const } : { id, path: path.replace(/^\//, '') }
  if (access === 'public-form') return { ...where, lazy: async () => ({ Component: (await importScreen()).Component }) }
  return { ...where, ...screenRoute(access, importScreen) }
}

const routesOf = (signedIn: boolean) => DECLARED_SCREENS.filter(({ access = 'signed-in' }) => (access === 'signed-in') === signedIn).map(routeOf)

/** The route table: every declared screen, those behind a session under `RequireSession`. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    // Nothing is drawn until the first screen's modules are in (an empty fragment); said, so React Router does not warn on every load.
    HydrateFallback: Fragment,
    children: [...routesOf(false), { element: <RequireSession />, children: routesOf(true) }],
  },
]

export function createAppRouter() {
  return createBrowserRouter(appRoutes)
}
