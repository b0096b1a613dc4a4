/**
 * The production server under load, against a bare Node http server in the same run (issue 20, ADR 0060;
 * a benchmark that prints figures, not a test).
 *
 *   npm run bench:serve
 *
 * Env: BENCH_PORT (default 4540: the stand-in API, the portal and the bare server take it and the next
 * two); BENCH_OUT_DIR (default dist-bench-serve), built first (`npm run build` into it) unless
 * BENCH_SKIP_BUILD=1; BENCH_CONNECTIONS (default 200); BENCH_SECONDS of load per server and target
 * (default 10), in BENCH_SLICES turns (default 5); BENCH_MAX_REQUESTS per turn (default 1,000,000).
 *
 * All on loopback: the sandbox alone as the stand-in API; the production server (`npm start` of the
 * build) forwarding /v1 to it; a bare Node http server (bench/support/bare-server.ts) holding the same
 * answers, headers and body. Targets: index.html and a hashed asset (no Accept-Encoding, so both servers send the same
 * bytes), and GET /v1/webhook-subscriptions signed in, through the proxy and, for comparison, straight
 * to the API. Each pair is loaded by BENCH_CONNECTIONS kept-alive connections, after a 1 s warm-up of
 * each, in turns (portal, bare, portal, bare, ...) that add up to BENCH_SECONDS for each: taking turns
 * spreads the machine's other work over both, as the keystroke benches do (ADR 0048). Each turn is
 * bounded in time and in count. Printed per server and target: requests per second, p50 and p99
 * latency, errors, and the server process's CPU time per request (from /proc, on Linux), which another
 * load on the machine disturbs least. Budget: the portal serves static files at 0.8 of the bare
 * server's requests per second or better, the median of the turns' ratios (PASS/FAIL, exit 1 on a FAIL).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startProductionPortal } from '../tooling/production-portal.ts'
import { startServerProcess, type ServerProcess } from '../tooling/server-process.ts'
import type { BareAnswer } from './support/bare-server.ts'
import { figuresOf, runLoad, type LoadFigures, type LoadRun } from './support/http-load.ts'
import { median } from './support/statistics.ts'

const PORT = Number(process.env.BENCH_PORT || 4540)
const OUT_DIR = process.env.BENCH_OUT_DIR || 'dist-bench-serve'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 200)
const SECONDS = Number(process.env.BENCH_SECONDS || 10)
const SLICES = Number(process.env.BENCH_SLICES || 5)
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS || 1_000_000)
const STATIC_RATIO_BUDGET = 0.8
const WARM_UP_SECONDS = 1

const API_URL = `http://127.0.0.1:${PORT}`
const PORTAL_URL = `http://127.0.0.1:${PORT + 1}`
const BARE_URL = `http://127.0.0.1:${PORT + 2}`

async function signedInHeaders(): Promise<Record<string, string>> {
  const response = await fetch(`${API_URL}/v1/authentication`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'agent@summit.example', password: 'Sandbox-Pass-1' }),
  })
  const { AccessToken } = (await response.json()) as { AccessToken: string }
  return { AccessToken, Accept: 'application/json' }
}

/** Headers each server writes for itself, per connection and moment; every other header is part of the answer. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/**
 * The answer the portal sends for each of `paths`, its headers and its body, written where the bare
 * server reads them: the yardstick sends the same bytes, so the ratio is the production server's own
 * work (matching, logging, choosing a representation), not the security headers every answer must carry.
 */
async function sameAnswersForBare(paths: string[]): Promise<Record<string, BareAnswer>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-serve-'))
  const answers: Record<string, BareAnswer> = {}
  for (const [index, path] of paths.entries()) {
    const file = join(dir, String(index))
    const response = await fetch(`${PORTAL_URL}${path}`, { headers: { 'Accept-Encoding': 'identity' } })
    writeFileSync(file, Buffer.from(await response.arrayBuffer()))
    answers[path] = { file, headers: Object.fromEntries([...response.headers].filter(([name]) => !OWN_HEADERS.has(name))) }
  }
  return answers
}

/** A process's CPU time so far in seconds (user + system, from /proc), or NaN where there is no /proc. */
function cpuSecondsOf(pid: number): number {
  const statFile = `/proc/${pid}/stat`
  if (!existsSync(statFile)) return Number.NaN
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]?.split(' ') ?? []
  const ticksPerSecond = 100
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
}

interface Measured {
  figures: LoadFigures
  cpuMicrosecondsPerRequest: number
  /** Each turn's requests per second, in the order the turns ran. */
  turns: number[]
}

/**
 * The first server's requests per second against the second's, turn by turn (each pair of turns ran back
 * to back), and the median of those: a minute in which the machine slowed weighs on one pair, not on the
 * verdict (a run whose totals gave 0.78 gave 0.96 when run again).
 */
const medianTurnRatio = (first: Measured, second: Measured) => median(first.turns.map((rate, index) => rate / second.turns[index]!))

/** Two servers loaded in turns, each for SECONDS in all, with the CPU each spent. */
async function measurePair(
  targets: [{ url: string; server: ServerProcess }, { url: string; server: ServerProcess }],
  headers?: Record<string, string>,
): Promise<[Measured, Measured]> {
  const load = (url: string, seconds: number) => runLoad({ url, headers, connections: CONNECTIONS, seconds, maxRequests: MAX_REQUESTS })
  for (const { url } of targets) await load(url, WARM_UP_SECONDS)
  const runs: LoadRun[][] = [[], []]
  const cpu = [0, 0]
  for (let slice = 0; slice < SLICES; slice += 1) {
    for (const [index, { url, server }] of targets.entries()) {
      const cpuBefore = cpuSecondsOf(server.pid)
      runs[index]!.push(await load(url, SECONDS / SLICES))
      cpu[index]! += cpuSecondsOf(server.pid) - cpuBefore
    }
  }
  return [0, 1].map((index) => {
    const figures = figuresOf(runs[index]!)
    return {
      figures,
      cpuMicrosecondsPerRequest: (cpu[index]! / figures.requests) * 1e6,
      turns: runs[index]!.map((run) => run.requests / run.seconds),
    }
  }) as [Measured, Measured]
}

const row = (label: string, { figures, cpuMicrosecondsPerRequest }: Measured) =>
  `${label.padEnd(40)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${figures.p50Ms.toFixed(1).padStart(6)} ms  p99 ${figures.p99Ms.toFixed(1).padStart(6)} ms  ` +
  `${cpuMicrosecondsPerRequest.toFixed(0).padStart(4)} µs CPU/req  ${figures.requests} requests, ${figures.errors} errors`

async function main() {
  const started = await startProductionPortal({
    port: PORT,
    outDir: OUT_DIR,
    skipBuild: process.env.BENCH_SKIP_BUILD === '1',
    portalLogFile: join(mkdtempSync(join(tmpdir(), 'bench-serve-log-')), 'portal.log'),
  })
  // The largest script of the build: the app's own, which every first load fetches.
  const scripts = readdirSync(join(OUT_DIR, 'assets')).filter((name) => name.endsWith('.js'))
  const asset = `/assets/${scripts.sort((a, b) => statSync(join(OUT_DIR, 'assets', b)).size - statSync(join(OUT_DIR, 'assets', a)).size)[0]}`
  const servers: ServerProcess[] = [started.servers.api, started.servers.portal]
  try {
    const bareAnswers = await sameAnswersForBare(['/', asset])
    servers.push(
      await startServerProcess({
        args: ['--import', 'tsx', 'bench/support/bare-server.ts'],
        env: { BARE_PORT: String(PORT + 2), BARE_ANSWERS: JSON.stringify(bareAnswers) },
        url: BARE_URL,
        ready: /bare server ready/,
      }),
    )

    const [apiServer, portalServer, bareServer] = servers as [ServerProcess, ServerProcess, ServerProcess]
    console.log(
      `${CONNECTIONS} connections on loopback; ${SECONDS} s of load per server and target, in ${SLICES} turns each, after a ${WARM_UP_SECONDS} s warm-up`,
    )
    const verdicts: boolean[] = []
    for (const [name, path] of [
      ['index.html', '/'],
      ['asset', asset],
    ] as const) {
      const [portal, bare] = await measurePair([
        { url: `${PORTAL_URL}${path}`, server: portalServer },
        { url: `${BARE_URL}${path}`, server: bareServer },
      ])
      const ratio = medianTurnRatio(portal, bare)
      const pass = ratio >= STATIC_RATIO_BUDGET && portal.figures.errors === 0
      verdicts.push(pass)
      console.log(row(`${name}, production server`, portal))
      console.log(row(`${name}, bare Node http`, bare))
      console.log(
        `${pass ? 'PASS' : 'FAIL'}  ${name} (${path}): ${ratio.toFixed(2)} of the bare server's requests per second, the median of ${SLICES} turns side by side (budget ${STATIC_RATIO_BUDGET}); CPU per request ${(portal.cpuMicrosecondsPerRequest / bare.cpuMicrosecondsPerRequest).toFixed(2)} times the bare server's`,
      )
    }
    const [proxied, direct] = await measurePair(
      [
        { url: `${PORTAL_URL}/v1/webhook-subscriptions`, server: portalServer },
        { url: `${API_URL}/v1/webhook-subscriptions`, server: apiServer },
      ],
      await signedInHeaders(),
    )
    console.log(row('/v1 call, through the proxy', proxied))
    console.log(row('/v1 call, the API itself', direct))
    console.log(`      (/v1: the proxy's own CPU per request is in its row; the stand-in API's, in the last; no budget)`)
    if (verdicts.includes(false)) process.exitCode = 1
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
  }
}

await main()
