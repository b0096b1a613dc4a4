// A webhook receiver for trying the sandbox's deliveries by hand (docs/guide.md, "Webhooks").
//   WEBHOOK_SECRET=whsec_... npx tsx scripts/webhook-receiver.ts [--port 8443] [--cert cert.pem --key key.pem] [--status 200]
// It serves HTTPS on 127.0.0.1, verifies X-SVC-Signature and X-SVC-Signature-Previous over the raw body
// (constant time), answers 401 when neither matches, else --status, and notes repeated event ids. For
// each delivery it prints the status it answered, the signature headers and the raw body, ready to
// paste into the portal's signature verifier (scripts/receiver-log.ts).
// Without --cert it uses the test-only certificate of sandbox/__tests__/tls: start the sandbox with
// NODE_EXTRA_CA_CERTS naming that certificate (or your own) so that it trusts this receiver.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:https'
import { parseArgs } from 'node:util'
import { TEST_ONLY_CERTIFICATE } from '../tooling/test-only-certificate.ts'
import { deliveryLog } from './receiver-log.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8443' },
    cert: { type: 'string', default: TEST_ONLY_CERTIFICATE.cert },
    key: { type: 'string', default: TEST_ONLY_CERTIFICATE.key },
    status: { type: 'string', default: '200' },
  },
})
const secret = process.env.WEBHOOK_SECRET
if (!secret) {
  console.error('Set WEBHOOK_SECRET to the subscription secret (an environment variable keeps it out of the shell history).')
  process.exit(1)
}

const expected = (raw: Buffer) => Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'))
const matches = (header: string | string[] | undefined, raw: Buffer) => {
  const given = Buffer.from(typeof header === 'string' ? header : '')
  const wanted = expected(raw)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}
const seen = new Set<string>()

const server = createServer({ cert: readFileSync(values.cert), key: readFileSync(values.key) }, (request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const raw = Buffer.concat(chunks)
    const signedBy = matches(request.headers['x-svc-signature'], raw)
      ? 'current'
      : matches(request.headers['x-svc-signature-previous'], raw)
        ? 'previous'
        : null
    const eventId = String(request.headers['x-svc-event-id'])
    const seenBefore = seen.has(eventId)
    seen.add(eventId)
    const status = signedBy ? Number(values.status) : 401
    response.writeHead(status).end()
    console.log(deliveryLog({ at: new Date(), headers: request.headers, raw, signedBy, status, seenBefore }))
  })
})
server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Receiving webhooks on https://127.0.0.1:${values.port}/ (any path), answering ${values.status}`)
})
