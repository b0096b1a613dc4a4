import { renderToString } from 'react-dom/server'
import { Route, Routes, StaticRouter } from 'react-router'
import { SignInPage } from '@/features/auth/components/sign-in-page'
import { AppLayout } from './app-layout'

/**
 * The sign-in page as HTML, drawn at build time in Node (tooling/prerender-plugin.ts) for the built
 * `sign-in.html`: a first visit sees the form once the HTML and the stylesheet are in, and its own small
 * script makes it send (docs/decisions/0056-first-route-with-the-entry.md, 0130-sign-in-before-the-app.md).
 * The portal never imports it. Until that script runs, the form cannot send: its button is disabled and
 * its boxes have no names, so not even a browser's own submission carries what was typed.
 */
export function renderSignInPage(): string {
  const html = renderToString(
    <StaticRouter location="/sign-in">
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="sign-in" element={<SignInPage />} />
        </Route>
      </Routes>
    </StaticRouter>,
  )
  return inert(html)
}

function inert(html: string): string {
  const steps: [RegExp, string][] = [
    [/<button type="submit"/g, '<button type="submit" disabled=""'],
    [/ name="(username|password)"/g, ''],
  ]
  return steps.reduce((drawn, [pattern, replacement]) => {
    const next = drawn.replace(pattern, replacement)
    if (next === drawn) throw new Error(`prerendered sign-in page: ${pattern} found nothing to change`)
    return next
  }, html)
}
