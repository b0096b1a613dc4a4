import { askServedBuild, runningBuild } from '@/api/served-build'

/** The builds this tab has left for a newer one (session storage): it never loads one of them again, so no reload can loop. */
export const BUILDS_LEFT_KEY = 'portal.builds-left'

export interface BuildsSeen {
  online: boolean
  running: string | undefined
  served: string | undefined
  /** The builds this tab left before; undefined when the browser keeps nothing here (then no guard, so no reload). */
  left: string[] | undefined
}

/** Whether a module failed because the server serves a newer build: online, another build than this page's, not one this tab left. */
export const isNewerBuildServed = ({ online, running, served, left }: BuildsSeen): boolean =>
  online && !!running && !!served && served !== running && !!left && !left.includes(served)

function buildsLeft(): string[] | undefined {
  try {
    const left: unknown = JSON.parse(sessionStorage.getItem(BUILDS_LEFT_KEY) ?? '[]')
    return Array.isArray(left) ? left.filter((build): build is string => typeof build === 'string') : []
  } catch {
    return undefined
  }
}

function rememberLeaving(left: string[]): boolean {
  try {
    sessionStorage.setItem(BUILDS_LEFT_KEY, JSON.stringify(left))
    return true
  } catch {
    return false
  }
}

/**
 * A module of this page failed to load at `href`. When the server now serves a newer build and the browser
 * is online, `href` is loaded as a new page and true is returned: drafts, imports and approvals are kept in
 * the browser and open as they were (ADRs 0010, 0091, 0063). Otherwise false: the failure is real, and shown.
 *
 * Its own chunk, loaded once the page has loaded (src/main.tsx): not in the first load, and already here
 * when a deploy has taken this build's files away.
 */
export async function loadNewerBuild(href: string, load = (url: string) => window.location.assign(url)): Promise<boolean> {
  const online = navigator.onLine
  const seen = { online, running: runningBuild(), served: online ? await askServedBuild() : undefined, left: buildsLeft() }
  if (!isNewerBuildServed(seen) || !rememberLeaving([...seen.left!, seen.running!])) return false
  load(href)
  return true
}
