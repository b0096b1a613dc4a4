import { spawn, spawnSync } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { receiverSamples } from '../verifier/receiver-samples'

const SECRET = 'whsec_c2FtcGxlLXJlY2VpdmVyLXNlY3JldC1mb3ItdGVzdHM'
const OLD_SECRET = 'whsec_b2xkLXNlY3JldC1yZXBsYWNlZC1ieS1yb3RhdGlvbi0'
const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex')
const event = (id: string) =>
  JSON.stringify({
    payload_version: 1,
    event_type: 'submission.canceled',
    event_id: id,
    display_id: 'BR-10001',
    transaction_id: '1',
    previous_status: 5,
    new_status: 6,
    occurred_at: '2027-03-10T15:00:00.000Z',
  })

const folder = mkdtempSync(join(tmpdir(), 'receiver-samples-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

function post(port: number, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const sending = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/webhooks/insurer', headers: { 'Content-Type': 'application/json', ...headers } },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    sending.on('error', reject)
    sending.end(body)
  })
}

async function whenListening(port: number): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      await post(port, '', {})
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`nothing listens on ${port}`)
}

/** Runs a sample as a person would, with the secret in its environment, and sends it signed and forged deliveries. */
async function exercise(command: string, file: string) {
  const sample = receiverSamples.find((candidate) => candidate.id === file.split('.')[0])!
  writeFileSync(join(folder, file), sample.code)
  const port = await freePort()
  const receiver = spawn(command, [join(folder, file)], { env: { ...process.env, WEBHOOK_SECRET: SECRET, PORT: String(port) } })
  let printed = ''
  receiver.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')))
  try {
    await whenListening(port)
    const first = event('11111111-1111-4111-8111-111111111111')
    const second = event('22222222-2222-4222-8222-222222222222')
    const answers = [
      await post(port, first, { 'X-SVC-Signature': sign(SECRET, first) }),
      await post(port, first, { 'X-SVC-Signature': sign(SECRET, first) }),
      // Inside a rotation's grace window, to a receiver that still has the old secret:
      await post(port, second, { 'X-SVC-Signature': sign('whsec_the-new-one', second), 'X-SVC-Signature-Previous': sign(SECRET, second) }),
      await post(port, first, { 'X-SVC-Signature': sign(OLD_SECRET, first) }),
      await post(port, `${first} `, { 'X-SVC-Signature': sign(SECRET, first) }),
      await post(port, first, { 'X-SVC-Signature': sign(SECRET, first).toUpperCase() }),
    ]
    await expect.poll(() => printed.trim().split('\n').length, { timeout: 5000 }).toBe(2)
    return { answers, printed }
  } finally {
    receiver.kill()
  }
}

const hasPython = spawnSync('python3', ['--version']).status === 0

describe('the receiver samples', () => {
  it('verify both headers over the raw body and handle each event id once (Node, node:http)', async () => {
    const { answers, printed } = await exercise(process.execPath, 'node-http.mjs')
    expect(answers).toEqual([200, 200, 200, 401, 401, 401])
    expect(printed).toContain('submission.canceled BR-10001 11111111-1111-4111-8111-111111111111')
    expect(printed).toContain('22222222-2222-4222-8222-222222222222')
  }, 20_000)

  it.skipIf(!hasPython)(
    'verify both headers over the raw body and handle each event id once (Python, standard library)',
    async () => {
      const { answers } = await exercise('python3', 'python-stdlib.py')
      expect(answers).toEqual([200, 200, 200, 401, 401, 401])
    },
    20_000,
  )

  it('all check both signature headers and remember event ids', () => {
    for (const { code } of receiverSamples) {
      expect(code.toLowerCase()).toContain('x-svc-signature-previous')
      expect(code).toMatch(/timingSafeEqual|compare_digest/)
      expect(code).toMatch(/seen\.(add|has)|in seen/)
    }
  })
})
