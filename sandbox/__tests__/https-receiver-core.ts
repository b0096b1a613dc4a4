import { createHmac, timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'

const certificate = (trust: 'trusted' | 'untrusted') => {
  const file = (part: string) => readFileSync(new URL(`./tls/test-only-${trust}-127.0.0.1.${part}.pem`, import.meta.url))
  return { cert: file('cert'), key: file('key') }
}

/** Which of the secrets the receiver knows signed a header, if any. */
export type SignatureMatch = { secret: string } | null

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders
  /** The raw body bytes, as a receiver must verify them. */
  raw: Buffer
  payload: Record<string, unknown>
  signature: SignatureMatch
  previousSignature: SignatureMatch
}

/** What the receiver answers next; `hang` never answers. After the queue runs out it answers 200. */
export type Answer = number | 'hang'

function hmacHex(secret: string, raw: Buffer): string {
  return createHmac('sha256', secret).update(raw).digest('hex')
}

/** Constant-time, as section 6.4 asks of receivers. */
function signedBy(header: string | string[] | undefined, raw: Buffer, secrets: readonly string[]): SignatureMatch {
  if (typeof header !== 'string') return null
  const given = Buffer.from(header)
  const secret = secrets.find((candidate) => {
    const expected = Buffer.from(hmacHex(candidate, raw))
    return expected.length === given.length && timingSafeEqual(expected, given)
  })
  return secret === undefined ? null : { secret }
}

/**
 * A real HTTPS webhook receiver on 127.0.0.1. It verifies both signature headers of every delivery over
 * the raw body against the secrets it was told, and answers 401 when neither matches, as a real
 * receiver would; otherwise it answers from its queue. Without a test runner of its own: the sandbox
 * tests (`https-receiver.ts`) and the end-to-end specs close it their way.
 */
export async function listenReceiver({ trust = 'trusted' }: { trust?: 'trusted' | 'untrusted' } = {}) {
  const deliveries: ReceivedDelivery[] = []
  const secrets: string[] = []
  const answers: Answer[] = []
  const server = createServer(certificate(trust), (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const raw = Buffer.concat(chunks)
      const delivery: ReceivedDelivery = {
        headers: request.headers,
        raw,
        payload: JSON.parse(raw.toString('utf8')) as Record<string, unknown>,
        signature: signedBy(request.headers['x-svc-signature'], raw, secrets),
        previousSignature: signedBy(request.headers['x-svc-signature-previous'], raw, secrets),
      }
      deliveries.push(delivery)
      const answer = answers.shift() ?? 200
      if (answer === 'hang') return
      response.writeHead(delivery.signature || delivery.previousSignature ? answer : 401).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `https://127.0.0.1:${port}/webhooks/insurer`,
    deliveries,
    /** The receiver accepts signatures made with this secret too (as after a rotation). */
    trust: (secret: string) => void secrets.push(secret),
    answer: (...next: Answer[]) => void answers.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
