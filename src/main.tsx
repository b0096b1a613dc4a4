import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { startProactiveRefresh } from './api/session/proactive-refresh'
import { createAppRouter } from './app/router'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html lacks #root')

startProactiveRefresh()
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
)
