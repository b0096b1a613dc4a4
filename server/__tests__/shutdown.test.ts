import { Agent, createServer, request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { drain } from '../shutdown.ts'
import { listen } from './support.ts'

describe('a clean stop (SIGTERM)', () => {
  it('answers the requests in flight, takes no new connection, and closes kept-alive ones as soon as they are idle', async () => {
    let answerNow!: () => void
    const held = new Promise<void>((resolve) => (answerNow = resolve))
    let arrived!: () => void
    const inFlight = new Promise<void>((resolve) => (arrived = resolve))
    const server = createServer((_req, res) => {
      arrived()
      void held.then(() => res.end('finished'))
    })
    server.keepAliveTimeout = 60_000
    const url = await listen(server)
    const agent = new Agent({ keepAlive: true })
    const answer = new Promise<string>((resolve, reject) => {
      request(url, { agent }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve(body))
      })
        .on('error', reject)
        .end()
    })
    await inFlight

    const startedAt = performance.now()
    const stopped = drain(server, 10_000)
    const refused = await new Promise<string>((resolve) => {
      request(url, { agent: false }, () => resolve('answered'))
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
        .end()
    })
    expect(refused).toBe('ECONNREFUSED')

    answerNow()
    expect(await answer).toBe('finished')
    await stopped
    // Closed once idle, not after the 60 s keep-alive.
    expect(performance.now() - startedAt).toBeLessThan(2000)
    agent.destroy()
  })

  it('cuts what is still open after the grace period', async () => {
    const server = createServer(() => {})
    const url = await listen(server)
    request(url)
      .on('error', () => {})
      .end()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const startedAt = performance.now()
    await drain(server, 200)
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(190)
  })
})
