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
