import { requestTimeoutMs } from './request-timeout'
import { ROUTE_PRELOADER_ATTRIBUTE } from './runtime-config'

/**
 * Which build of the portal a page runs, and which one the server serves now (ADR 0117). A build is named
 * by its entry script's address: the hash in it changes with any file of the build.
 */
export const entryScriptOf = (html: string): string | undefined =>
  [...html.matchAll(/<script type="module"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !tag.includes(ROUTE_PRELOADER_ATTRIBUTE))
    .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
    .find(Boolean)

/** The build this page runs: the entry script it was loaded with. */
export const runningBuild = (): string | undefined =>
  document.querySelector(`script[type="module"][src]:not([${ROUTE_PRELOADER_ATTRIBUTE}])`)?.getAttribute('src') ?? undefined

/** The build the server serves now: its index.html, asked past every cache; undefined when it cannot be asked. */
export async function askServedBuild(): Promise<string | undefined> {
  try {
    const response = await fetch('/index.html', { cache: 'no-store', credentials: 'omit', signal: AbortSignal.timeout(requestTimeoutMs()) })
    return response.ok ? entryScriptOf(await response.text()) : undefined
  } catch {
    return undefined
  }
}
