import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { startProactiveRefresh } from './api/session/proactive-refresh'
import { takeOverDrawnPage } from './app/drawn-page'
import { createAppRouter } from './app/router'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html lacks #root')

startProactiveRefresh()
// What the error page needs when a deploy has taken this build's files away, fetched while they are there
// (ADR 0117); without it, the error page says what failed, as before.
window.addEventListener('load', () => void import('./app/newer-build').catch(() => undefined), { once: true })
const router = createAppRouter()
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
// The sign-in page drawn at build time stays on screen until the route's page is loaded, then the app
// replaces it in one commit (docs/decisions/0056-first-route-with-the-entry.md).
if (!takeOverDrawnPage(root, router, () => flushSync(render))) render()
