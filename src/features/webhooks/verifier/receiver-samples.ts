/**
 * Receivers to copy. Each verifies both signature headers over the raw body bytes in constant time,
 * then deduplicates on `event_id` (retries and replays repeat it, section 6.5), and answers 2xx fast.
 * `receiver-samples.test.ts` runs the Node and Python standard-library ones against signed deliveries.
 */

export interface ReceiverSample {
  id: string
  title: string
  /** What to save it as: the run line at its top names it. */
  file: string
  code: string
}

const NODE_VERIFY = `const secret = process.env.WEBHOOK_SECRET // the whole secret, whsec_ included, is the HMAC key
const seen = new Set() // event ids already handled: keep them in your database in production

// Constant time: how long the comparison takes says nothing about how close a forged signature came.
function signedWithSecret(header, rawBody) {
  if (typeof header !== 'string') return false
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody).digest('hex'))
  const given = Buffer.from(header)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

// X-SVC-Signature-Previous comes for 24 hours after a secret rotation, made with the replaced secret:
// checking both keeps deliveries flowing while you switch to the new secret.
const isSigned = (headerOf, rawBody) =>
  signedWithSecret(headerOf('x-svc-signature'), rawBody) || signedWithSecret(headerOf('x-svc-signature-previous'), rawBody)

function handle(event) {
  if (seen.has(event.event_id)) return // a retry or a replay of an event already handled
  seen.add(event.event_id)
  console.log(event.event_type, event.display_id, event.event_id)
}`

const nodeHttp = `// Node 18+, no dependencies: WEBHOOK_SECRET=whsec_... node receiver.mjs
// Deliveries come over HTTPS: run it behind your TLS proxy, or use node:https with your certificate.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer } from 'node:http'

${NODE_VERIFY}

createServer((request, response) => {
  const chunks = []
  request.on('data', (chunk) => chunks.push(chunk))
  request.on('end', () => {
    const rawBody = Buffer.concat(chunks) // the exact bytes: verify before parsing anything
    if (!isSigned((name) => request.headers[name], rawBody)) return response.writeHead(401).end() // never retried
    response.writeHead(200).end() // answer within 10 seconds; slow work comes after
    handle(JSON.parse(rawBody.toString('utf8')))
  })
}).listen(Number(process.env.PORT ?? 8000))
`

const nodeExpress = `// npm install express; WEBHOOK_SECRET=whsec_... node receiver.mjs
import { createHmac, timingSafeEqual } from 'node:crypto'
import express from 'express'

${NODE_VERIFY}

const app = express()
// express.raw keeps the exact bytes. Never verify what express.json() parsed and JSON.stringify wrote
// again: other bytes, another HMAC.
app.post('/webhooks/insurer', express.raw({ type: '*/*' }), (request, response) => {
  const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
  if (!isSigned((name) => request.get(name), rawBody)) return response.sendStatus(401) // never retried
  response.sendStatus(200) // answer within 10 seconds; slow work comes after
  handle(JSON.parse(rawBody.toString('utf8')))
})
app.listen(Number(process.env.PORT ?? 8000))
`

const PYTHON_VERIFY = `SECRET = os.environ["WEBHOOK_SECRET"].encode("utf-8")  # the whole secret, whsec_ included, is the HMAC key
seen = set()  # event ids already handled: keep them in your database in production


def signed_with_secret(header, raw_body):
    """Constant time: how long it takes says nothing about how close a forged signature came."""
    if not header:
        return False
    expected = hmac.new(SECRET, raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected.encode("ascii"), header.encode("utf-8"))


def is_signed(headers, raw_body):
    """X-SVC-Signature-Previous comes for 24 hours after a rotation, made with the replaced secret."""
    return signed_with_secret(headers.get("X-SVC-Signature"), raw_body) or signed_with_secret(
        headers.get("X-SVC-Signature-Previous"), raw_body
    )


def handle(event):
    if event["event_id"] in seen:  # a retry or a replay of an event already handled
        return
    seen.add(event["event_id"])
    print(event["event_type"], event["display_id"], event["event_id"], flush=True)`

const pythonFlask = `# pip install flask; WEBHOOK_SECRET=whsec_... flask --app receiver run
import hashlib
import hmac
import json
import os

from flask import Flask, request

${PYTHON_VERIFY}


app = Flask(__name__)


@app.post("/webhooks/insurer")
def receive():
    raw_body = request.get_data()  # the exact bytes: verify before parsing anything
    if not is_signed(request.headers, raw_body):
        return "", 401  # never retried
    handle(json.loads(raw_body))
    return "", 200  # answer within 10 seconds
`

const pythonStdlib = `# Python 3.8+, no dependencies: WEBHOOK_SECRET=whsec_... python3 receiver.py
# Deliveries come over HTTPS: run it behind your TLS proxy.
import hashlib
import hmac
import json
import os
from http.server import BaseHTTPRequestHandler, HTTPServer

${PYTHON_VERIFY}


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        raw_body = self.rfile.read(int(self.headers.get("Content-Length", 0)))  # the exact bytes
        signed = is_signed(self.headers, raw_body)
        self.send_response(200 if signed else 401)  # a 401 is never retried
        self.end_headers()
        if signed:
            handle(json.loads(raw_body))


HTTPServer(("127.0.0.1", int(os.environ.get("PORT", "8000"))), Receiver).serve_forever()
`

export const receiverSamples: readonly ReceiverSample[] = [
  { id: 'node-http', title: 'Node.js (node:http, no dependencies)', file: 'receiver.mjs', code: nodeHttp },
  { id: 'node-express', title: 'Node.js (Express)', file: 'receiver.mjs', code: nodeExpress },
  { id: 'python-stdlib', title: 'Python (standard library)', file: 'receiver.py', code: pythonStdlib },
  { id: 'python-flask', title: 'Python (Flask)', file: 'receiver.py', code: pythonFlask },
]
