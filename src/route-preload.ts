import { ROUTE_PRELOADS_ELEMENT_ID } from './api/runtime-config'
import { getSession } from './api/session/session-store'

/**
 * A script of its own that `npm start` puts before the app's entry on a declared route's page, beside a
 * data block listing that route's chunks (server/route-pages.ts). With a session kept, it asks for them
 * while the entry downloads, instead of after the entry has run; without one, the app sends the visitor to
 * sign-in, so nothing more is asked (docs/decisions/0160-each-route-preloads-its-own-chunks.md).
 */
const listed = document.getElementById(ROUTE_PRELOADS_ELEMENT_ID)?.textContent
if (listed && getSession() !== null) {
  for (const file of JSON.parse(listed) as string[]) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = `/${file}`
    document.head.append(link)
  }
}
