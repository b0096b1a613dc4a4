import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { startProactiveRefresh } from './api/session/proactive-refresh'
import { readDrawnPage, restoreDrawnPage, whenRouterReady } from './app/drawn-page'
import { createAppRouter } from './app/router'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html lacks #root')

startProactiveRefresh()
const router = createAppRouter()
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)
if (readDrawnPage(root)) {
  // The sign-in page drawn at build time stays on screen until the route's page is loaded, then the app
  // replaces it in one commit, keeping what was typed (docs/decisions/0056-first-route-with-the-entry.md).
  void whenRouterReady(router).then(() => {
    const drawn = readDrawnPage(root)
    const reactRoot = createRoot(root)
    flushSync(() => reactRoot.render(app))
    if (drawn) restoreDrawnPage(drawn)
  })
} else {
  createRoot(root).render(app)
}
