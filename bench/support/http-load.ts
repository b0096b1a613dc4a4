import { connect, type Socket } from 'node:net'

/** What one load run counted: answers, failures, its length and each answer's latency. */
export interface LoadRun {
  requests: number
  /** Answers other than the expected status, and failed connections. */
  errors: number
  seconds: number
  latenciesMs: Float64Array
}

/** Several runs against one server, taken together. */
export interface LoadFigures {
  requests: number
  errors: number
  seconds: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
}

export interface LoadOptions {
  url: string
  headers?: Record<string, string>
  connections: number
  seconds: number
  /** The run also stops after this many requests, so it is bounded in count as well as in time. */
  maxRequests: number
  expectedStatus?: number
}

const HEADER_END = Buffer.from('\r\n\r\n')

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN
}

/**
 * An autocannon-like load: `connections` kept-alive HTTP/1.1 connections, each sending the next GET as
 * soon as the last answer has been read in full, until the time or the count runs out; latency is from
 * sending to the answer's last byte. Written on raw sockets with the least parsing an answer with a
 * Content-Length needs: Node's own HTTP client costs more per answer than the servers measured, and the
 * more headers an answer has the more it costs, which would make the load generator the thing measured.
 */
export async function runLoad({ url, headers = {}, connections, seconds, maxRequests, expectedStatus = 200 }: LoadOptions): Promise<LoadRun> {
  const { hostname, port, pathname, search } = new URL(url)
  const requestBytes = Buffer.from(
    [`GET ${pathname}${search} HTTP/1.1`, `Host: ${hostname}:${port}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), '', ''].join(
      '\r\n',
    ),
  )
  const latencies = new Float64Array(maxRequests)
  let started = 0
  let finished = 0
  let errors = 0
  const startedAt = performance.now()
  const deadline = startedAt + seconds * 1000

  const connection = () =>
    new Promise<void>((resolve) => {
      const socket: Socket = connect(Number(port), hostname)
      socket.setNoDelay(true)
      let pending: Buffer = Buffer.alloc(0)
      let bodyLeft = -1
      let status = 0
      let sentAt = 0
      const sendNext = () => {
        if (performance.now() >= deadline || started >= maxRequests) {
          socket.end()
          return
        }
        started += 1
        sentAt = performance.now()
        socket.write(requestBytes)
      }
      socket.on('connect', sendNext)
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
        for (;;) {
          if (bodyLeft < 0) {
            const end = pending.indexOf(HEADER_END)
            if (end < 0) return
            const head = pending.toString('latin1', 0, end)
            status = Number(head.slice(9, 12))
            const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1]
            if (length === undefined) throw new Error(`${url} answered without a Content-Length, which this load generator needs`)
            bodyLeft = Number(length)
            pending = pending.subarray(end + HEADER_END.length)
          }
          const taken = Math.min(bodyLeft, pending.length)
          bodyLeft -= taken
          pending = pending.subarray(taken)
          if (bodyLeft > 0) return
          bodyLeft = -1
          if (status !== expectedStatus) errors += 1
          latencies[finished] = performance.now() - sentAt
          finished += 1
          sendNext()
        }
      })
      socket.on('error', () => {
        errors += 1
        resolve()
      })
      socket.on('close', () => resolve())
    })

  await Promise.all(Array.from({ length: connections }, connection))
  return { requests: finished, errors, seconds: (performance.now() - startedAt) / 1000, latenciesMs: latencies.slice(0, finished) }
}

export function figuresOf(runs: LoadRun[]): LoadFigures {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0)
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0)
  const sorted = new Float64Array(requests)
  let at = 0
  for (const run of runs) {
    sorted.set(run.latenciesMs, at)
    at += run.requests
  }
  sorted.sort()
  return {
    requests,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    seconds,
    requestsPerSecond: requests / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  }
}
