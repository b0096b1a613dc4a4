import type { Page } from '@playwright/test'

/**
 * The renderer main thread's CPU time of `page`, in ms (CDP `Performance.getMetrics`, `ThreadTime`). On a
 * machine shared with other work the page's clock also counts the time the thread waited for a core;
 * this does not.
 */
export async function threadClock(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  return {
    ms: async () => ((await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? Number.NaN) * 1000,
    detach: () => cdp.detach(),
  }
}

/** What `work` costs the page's main thread: its CPU time and its time by the page's clock, in ms. */
export interface Cost {
  cpu: number
  wall: number
}

/** Runs `work` (which drives `page`) and returns what it cost `page`'s main thread. */
export async function costOf(clock: ThreadClock, work: () => Promise<unknown>): Promise<Cost> {
  const cpuBefore = await clock.ms()
  const started = performance.now()
  await work()
  const wall = performance.now() - started
  return { cpu: (await clock.ms()) - cpuBefore, wall }
}

export type ThreadClock = Awaited<ReturnType<typeof threadClock>>
