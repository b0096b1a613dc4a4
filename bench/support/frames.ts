import type { Page } from '@playwright/test'

/** A frame the page drew: its length by the page's clock, and its main thread's CPU time, in ms. */
export interface Frame {
  wall: number
  cpu: number
}

interface TraceEvent {
  name: string
  cat: string
  ph: string
  pid: number
  tid: number
  ts: number
  tdur?: number
}

const MARK = 'speed-frame'

/**
 * Every frame `page` draws while `work` runs, from a trace. An animation frame callback marks each frame
 * in the trace (`console.timeStamp`); a frame's CPU time is the CPU time of the main thread's tasks that
 * began since the mark before it (the callback's own task, whose style, layout and paint draw the frame,
 * begins just before its mark). By the page's clock a frame also counts the time its thread waited for a
 * core, which on a machine shared with other work made 100 ms frames out of 1 ms of work: CPU time does not.
 */
export async function framesDuring(page: Page, work: () => Promise<unknown>): Promise<Frame[]> {
  const browser = page.context().browser()
  if (!browser) throw new Error('framesDuring needs a page of a launched browser')
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
  // As text: tsx would name the page's functions with a helper the page does not have.
  await page.evaluate(`(() => {
    window.speedFrames = true
    const tick = () => {
      console.timeStamp('${MARK}')
      if (window.speedFrames) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })()`)
  try {
    await work()
  } finally {
    await page.evaluate('window.speedFrames = false')
  }
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  const marks = traceEvents.filter((event) => event.name === 'TimeStamp').sort((a, b) => a.ts - b.ts)
  const thread = marks[0]
  if (!thread) return []
  const tasks = traceEvents
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === thread.pid && event.tid === thread.tid)
    .sort((a, b) => a.ts - b.ts)
  const frames: Frame[] = []
  let task = 0
  for (let index = 1; index < marks.length; index += 1) {
    const [from, to] = [marks[index - 1]!.ts, marks[index]!.ts]
    while (task < tasks.length && tasks[task]!.ts < from) task += 1
    let cpu = 0
    for (; task < tasks.length && tasks[task]!.ts < to; task += 1) cpu += (tasks[task]!.tdur ?? 0) / 1000
    frames.push({ wall: (to - from) / 1000, cpu })
  }
  return frames
}
