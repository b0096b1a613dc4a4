import { Fragment } from 'react'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { entryScriptOf } from '@/api/served-build'
import { BUILDS_LEFT_KEY, isNewerBuildServed, loadNewerBuild } from '../newer-build'
import { RouteError } from '../route-error'

const RUNNING = '/assets/index-AAAAAAA.js'
const NEWER = '/assets/index-BBBBBBB.js'
const OLDER = '/assets/index-0000000.js'

/** index.html as the production server writes it: the policy, its configuration block, the entry, the preloads. */
const indexOf = (entry: string) =>
  `<!doctype html><html lang="en-US"><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'" />` +
  `<script type="application/json" id="portal-config">{"apiBaseUrl":"/v1","sandbox":false}</script>` +
  `<script type="module" crossorigin src="${entry}"></script><link rel="modulepreload" crossorigin href="/assets/react-CCCCCCC.js"></head>` +
  `<body><div id="root"></div></body></html>`

/** The server answers index.html with `entry`'s build; the requests it was asked are kept. */
function serving(entry: string | Error) {
  const asked = vi.fn(async (_url: string, _init: RequestInit) => {
    if (entry instanceof Error) throw entry
    return new Response(indexOf(entry), { status: 200, headers: { 'Content-Type': 'text/html' } })
  })
  vi.stubGlobal('fetch', asked)
  return asked
}

const goingOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

beforeEach(() => {
  const entry = document.createElement('script')
  entry.type = 'module'
  entry.src = RUNNING
  document.head.append(entry)
})
afterEach(() => document.head.querySelectorAll('script').forEach((script) => script.remove()))

describe('a newer build, noticed when a module fails to load', () => {
  it('is another build than the page’s, online, and not one this tab left before', () => {
    const seen = { online: true, running: RUNNING, served: NEWER, left: [] }
    expect(isNewerBuildServed(seen)).toBe(true)
    expect(isNewerBuildServed({ ...seen, served: RUNNING })).toBe(false)
    expect(isNewerBuildServed({ ...seen, online: false })).toBe(false)
    expect(isNewerBuildServed({ ...seen, served: undefined })).toBe(false)
    expect(isNewerBuildServed({ ...seen, left: [NEWER] })).toBe(false)
    expect(isNewerBuildServed({ ...seen, left: undefined })).toBe(false)
  })

  it('reads the build from index.html as the server writes it', () => {
    expect(entryScriptOf(indexOf(NEWER))).toBe(NEWER)
    expect(entryScriptOf('<html><body>Bad gateway</body></html>')).toBeUndefined()
  })

  it('loads the address as a new page, asking index.html past every cache, and remembers the build it left', async () => {
    const asked = serving(NEWER)
    const load = vi.fn()
    expect(await loadNewerBuild('http://portal.test/webhooks', load)).toBe(true)
    expect(load).toHaveBeenCalledWith('http://portal.test/webhooks')
    expect(asked).toHaveBeenCalledWith('/index.html', expect.objectContaining({ cache: 'no-store' }))
    expect(JSON.parse(sessionStorage.getItem(BUILDS_LEFT_KEY) ?? '')).toEqual([RUNNING])
  })

  it('never loops: a build this tab left is not loaded again, when servers of two builds take turns behind one address', async () => {
    // This tab left the older build for the one it runs; the next index.html comes from a server of the older.
    sessionStorage.setItem(BUILDS_LEFT_KEY, JSON.stringify([OLDER]))
    serving(OLDER)
    const load = vi.fn()
    expect(await loadNewerBuild('http://portal.test/webhooks', load)).toBe(false)
    expect(load).not.toHaveBeenCalled()
  })

  it('shows the failure when the build did not change, offline, when index.html cannot be read, and when the tab cannot keep its guard', async () => {
    const load = vi.fn()
    serving(RUNNING)
    expect(await loadNewerBuild('http://portal.test/webhooks', load)).toBe(false)

    serving(new TypeError('Failed to fetch'))
    expect(await loadNewerBuild('http://portal.test/webhooks', load)).toBe(false)

    const offline = serving(NEWER)
    goingOffline()
    expect(await loadNewerBuild('http://portal.test/webhooks', load)).toBe(false)
    expect(offline).not.toHaveBeenCalled()
    vi.restoreAllMocks()

    serving(NEWER)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    expect(await loadNewerBuild('http://portal.test/webhooks', load)).toBe(false)
    expect(load).not.toHaveBeenCalled()
  })

  it('the error page asks before it shows a module that failed to load, and says so when the build is the same', async () => {
    const asked = serving(RUNNING)
    const failure = new TypeError(`Failed to fetch dynamically imported module: http://portal.test/assets/webhooks-page-DDDDDDD.js`)
    const router = createMemoryRouter(
      [{ path: '/webhooks', errorElement: <RouteError />, HydrateFallback: Fragment, loader: () => Promise.reject(failure), element: null }],
      { initialEntries: ['/webhooks'] },
    )
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: /This part of the portal could not be loaded/ })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledTimes(1)
  })
})
