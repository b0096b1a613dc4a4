import { afterEach, describe, expect, it, vi } from 'vitest'
import { startServerProcess } from '../server-process.ts'

afterEach(() => vi.unstubAllEnvs())

describe('a server in a process of its own', () => {
  it('runs on the hard day of the run that started it: libfaketime’s settings and the zone go with it, nothing else of the caller’s', async () => {
    vi.stubEnv('FAKETIME', '+86400')
    vi.stubEnv('TZ', 'Pacific/Honolulu')
    vi.stubEnv('API_BASE_URL', 'https://api.example.com/v1')
    const server = await startServerProcess({
      args: ['-e', "console.log('ready', process.env.FAKETIME, process.env.TZ, process.env.API_BASE_URL); setInterval(() => {}, 1000)"],
      env: {},
      url: 'http://127.0.0.1:9',
      ready: /^ready/m,
    })
    expect(server.output()).toContain('ready +86400 Pacific/Honolulu undefined')
    await server.stop()
  })
})
