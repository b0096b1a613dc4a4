import type { Page } from '@playwright/test'
import { listenReceiver } from '../../sandbox/__tests__/https-receiver-core.ts'
import { test as base, expect } from './fixtures.ts'

/** The fixtures of the webhook specs: a real HTTPS receiver on loopback, which the sandbox trusts (playwright.config.ts). */
export const test = base.extend<{ receiver: Awaited<ReturnType<typeof listenReceiver>> }>({
  receiver: async ({}, use) => {
    const receiver = await listenReceiver()
    await use(receiver)
    await receiver.close()
  },
})
export { expect }

/**
 * What React Query holds on the page, read from the React tree of the open screen (its QueryClientProvider's
 * `client`), so the production build exposes nothing for tests. Every query's and mutation's state.
 */
export function queryCacheText(page: Page): Promise<string> {
  return page.evaluate(() => {
    type Fiber = { memoizedProps?: { client?: unknown }; return: Fiber | null }
    type Client = { getQueryCache(): { getAll(): { queryKey: unknown; state: unknown }[] }; getMutationCache(): { getAll(): { state: unknown }[] } }
    const inScreen = document.querySelector('main h1')
    if (!inScreen) throw new Error('no screen heading to start from')
    const fiberKey = Object.keys(inScreen).find((key) => key.startsWith('__reactFiber$'))
    let fiber = fiberKey ? ((inScreen as unknown as Record<string, Fiber>)[fiberKey] ?? null) : null
    for (; fiber; fiber = fiber.return) {
      const client = fiber.memoizedProps?.client as Client | undefined
      if (client && typeof client.getQueryCache === 'function') {
        return JSON.stringify({
          queries: client
            .getQueryCache()
            .getAll()
            .map((query) => ({ key: query.queryKey, state: query.state })),
          mutations: client
            .getMutationCache()
            .getAll()
            .map((mutation) => mutation.state),
        })
      }
    }
    throw new Error('no QueryClientProvider above the screen')
  })
}

/** Every value this origin keeps in the browser: localStorage, sessionStorage, every IndexedDB store, Cache Storage keys. */
export function browserStorageText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const storages = [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, index) => `${storage.key(index)}=${storage.getItem(storage.key(index) ?? '')}`),
    )
    const databases: string[] = []
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name)
        opening.onsuccess = () => resolve(opening.result)
        opening.onerror = () => reject(opening.error)
      })
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const reading = db.transaction(store).objectStore(store).getAll()
          reading.onsuccess = () => resolve(reading.result)
          reading.onerror = () => reject(reading.error)
        })
        databases.push(`${name}/${store}=${JSON.stringify(values)}`)
      }
      db.close()
    }
    const cacheKeys = 'caches' in window ? await caches.keys() : []
    return [...storages, ...databases, ...cacheKeys].join('\n')
  })
}

/** The state the page shows now, checked at 390 then at 320 px: one page for both phone widths. */
export async function atPhoneWidths(page: Page, check: (width: number) => Promise<void>) {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 })
    await check(width)
  }
}

/** The page is no wider than the window: nothing scrolls sideways but code blocks inside themselves. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

/**
 * Whether the page's JavaScript heap holds `text` anywhere, after a garbage collection: a heap snapshot
 * through the DevTools protocol, searched as text. It sees every string still reachable (React state,
 * the query cache, closures), so "not in the heap" is stronger than "not in the cache".
 */
export async function heapHolds(page: Page, text: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.enable')
    await cdp.send('HeapProfiler.collectGarbage')
    const chunks: string[] = []
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => void chunks.push(chunk))
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
    return chunks.join('').includes(text)
  } finally {
    await cdp.detach()
  }
}
