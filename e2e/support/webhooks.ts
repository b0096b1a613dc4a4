import type { Locator, Page } from '@playwright/test'
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
export { ACCOUNTS, expect, openSignedIn, photo } from './fixtures.ts'

/** Every query's and mutation's state in React Query, read from the open screen's QueryClientProvider: the build exposes nothing for tests. */
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
        const queries = client.getQueryCache().getAll()
        const mutations = client.getMutationCache().getAll()
        return JSON.stringify({
          queries: queries.map((query) => ({ key: query.queryKey, state: query.state })),
          mutations: mutations.map((mutation) => mutation.state),
        })
      }
    }
    throw new Error('no QueryClientProvider above the screen')
  })
}

/** Every value this origin keeps in the browser: localStorage, sessionStorage, every IndexedDB store, Cache Storage keys. */
export function browserStorageText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const answer = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    const storages = [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, index) => `${storage.key(index)}=${storage.getItem(storage.key(index) ?? '')}`),
    )
    const databases: string[] = []
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await answer(indexedDB.open(name))
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await answer(db.transaction(store).objectStore(store).getAll())
        databases.push(`${name}/${store}=${JSON.stringify(values)}`)
      }
      db.close()
    }
    return [...storages, ...databases, ...('caches' in window ? await caches.keys() : [])].join('\n')
  })
}

export async function expectContains(scope: Locator, ...texts: string[]) {
  for (const text of texts) await expect(scope).toContainText(text)
}

/** The state the page shows now, at 390 then at 320 px in one page: nothing scrolls sideways (code blocks scroll inside themselves), then `check`. */
export async function atPhoneWidths(page: Page, check: (width: number) => Promise<void>) {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0)
    await check(width)
  }
}

/** Whether a heap snapshot after a garbage collection holds `text`: every string still reachable (React state, caches, closures). */
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
