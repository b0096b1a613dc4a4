import { StrictMode, startTransition } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { startProactiveRefresh } from '@/api/session/proactive-refresh'
import { takeOverDrawnPage, whenRouterReady } from './drawn-page'
import { createAppRouter } from './router'
import { warmUpAfterSignIn } from './warm-up-after-sign-in'

/**
 * The portal in `#root`: from `src/main.tsx` (index.html), or from the script of the sign-in page drawn at
 * build time once the person starts on it (`src/drawn-sign-in.ts`, docs/decisions/0130-sign-in-before-the-app.md).
 */
export function startApp(): void {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html lacks #root')
  startProactiveRefresh()
  // What the error page needs when a deploy has taken this build's files away, fetched while they are there
  // (ADR 0117); without it, the error page says what failed, as before. The drawn sign-in page starts the
  // app after its own load.
  const fetchNewerBuild = () => void import('./newer-build').catch(() => undefined)
  if (document.readyState === 'complete') fetchNewerBuild()
  else window.addEventListener('load', fetchNewerBuild, { once: true })
  const router = createAppRouter()
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  // The sign-in page drawn at build time stays on screen until the route's page is loaded, then the app
  // replaces it in one commit (docs/decisions/0056-first-route-with-the-entry.md). Otherwise the first
  // render is a transition, which React splits into slices of a few ms: a slow phone answers a tap while
  // the first page draws (ADR 0168). It starts once the router has loaded the first route: the router's
  // state is read as it renders and watched only from its commit, and a change between the two, in a
  // render split over tasks, was never seen (a blank page in WebKit, 1 flow in 35).
  const routerReady = whenRouterReady(router)
  if (!takeOverDrawnPage(root, router, () => flushSync(render))) void routerReady.then(() => startTransition(render))
  // After the first screen's own downloads: they come first on a slow link.
  void routerReady.then(warmUpAfterSignIn)
}
