import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * One line per request: when it ended, method, path, status and time taken. Never the query string nor
 * a header, so no token, code or address reaches the log (issue 12's rule). An answer cut short says so,
 * with `-` for a status never sent.
 */
export function accessLogLine(method: string, path: string, status: number | '-', durationMs: number, completed: boolean, at: Date): string {
  return `${isoTimeOf(at)} ${method} ${path} ${status} ${durationMs}ms${completed ? '' : ' aborted'}`
}

// A busy server ends dozens of answers in the same millisecond: the moment is written out once for them.
let writtenAt = Number.NaN
let written = ''
function isoTimeOf(at: Date): string {
  const time = at.getTime()
  if (time !== writtenAt) {
    writtenAt = time
    written = at.toISOString()
  }
  return written
}

/**
 * Lines gathered and written together once per turn of the event loop: under load one write carries
 * many lines, where a write per line would cost a system call per request.
 */
export function createLineWriter(write: (text: string) => void): { writeLine: (line: string) => void; flush: () => void } {
  let pending: string[] = []
  const flush = () => {
    if (pending.length === 0) return
    const text = `${pending.join('\n')}\n`
    pending = []
    write(text)
  }
  return {
    writeLine(line) {
      if (pending.length === 0) setImmediate(flush)
      pending.push(line)
    },
    flush,
  }
}

/** Logs the request when its answer is done or abandoned; `path` is the request's path without its query. */
export function logWhenDone(req: IncomingMessage, res: ServerResponse, path: string, writeLine: (line: string) => void): void {
  const startedAt = performance.now()
  // An answer closes once: `on` spares the wrapper `once` adds to every request.
  res.on('close', () => {
    const durationMs = Math.round(performance.now() - startedAt)
    writeLine(accessLogLine(req.method ?? '-', path, res.headersSent ? res.statusCode : '-', durationMs, res.writableFinished, new Date()))
  })
}
