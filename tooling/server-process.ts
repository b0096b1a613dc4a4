import { spawn } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'
import { hardDayEnvironment } from './hard-days.ts'

/** A server in a Node process of its own, stopped with SIGTERM as a deployment stops it. */
export interface ServerProcess {
  url: string
  pid: number
  /** What it printed so far. */
  output: () => string
  /** SIGTERM, then its exit code once it has stopped (0: a clean stop; null: ended by the signal). */
  stop: () => Promise<number | null>
}

export interface ServerProcessOptions {
  /** Node's arguments: the script and its own (a TypeScript one with `--import tsx`, which runs it in this process rather than a child). */
  args: string[]
  /** The whole environment besides PATH and the hard day's clock: none of the caller's API_* or PORTAL_* settings leak in. */
  env: Record<string, string>
  url: string
  /** The line that says it is listening. */
  ready: RegExp
  /**
   * A file for what it prints, rather than a pipe to this process: under load, reading a busy server's
   * access log would take the load generator's time (bench:serve).
   */
  logFile?: string
  startupMs?: number
}

export async function startServerProcess({ args, env, url, ready, logFile, startupMs = 30_000 }: ServerProcessOptions): Promise<ServerProcess> {
  const outputFd = logFile === undefined ? 'pipe' : openSync(logFile, 'w')
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...hardDayEnvironment(), ...env }, stdio: ['ignore', outputFd, outputFd] })
  let piped = ''
  child.stdout?.on('data', (chunk: Buffer) => (piped += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (piped += chunk.toString()))
  const output = () => (logFile === undefined ? piped : readFileSync(logFile, 'utf8'))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    return exited
  }
  const startedAt = Date.now()
  while (!ready.test(output())) {
    if (child.exitCode !== null || Date.now() - startedAt > startupMs) {
      await stop()
      throw new Error(`node ${args.join(' ')} did not start:\n${output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url, pid: child.pid ?? 0, output, stop }
}
