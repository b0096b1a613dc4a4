// The yardstick of `npm run size` (scripts/size.ts): React rendering one element, nothing else.
// `jsx('h1', ...)` is what `<h1>Hello</h1>` compiles to, through the same runtime as the portal's JSX.
import { jsx } from 'react/jsx-runtime'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(jsx('h1', { children: 'Hello' }))
