import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

/**
 * The yardstick of `npm run bench:serve`: Node's http serving the same bytes from memory with a type and
 * a length, nothing else. Started by the bench as a process of its own:
 *   BARE_PORT=4961 BARE_FILES='{"/":["/tmp/index.html","text/html; charset=utf-8"]}' tsx bench/support/bare-server.ts
 */
const files = new Map(
  Object.entries(JSON.parse(process.env.BARE_FILES ?? '{}') as Record<string, [file: string, contentType: string]>).map(([path, [file, contentType]]) => {
    const body = readFileSync(file)
    return [path, { body, headers: { 'Content-Type': contentType, 'Content-Length': String(body.length) } }]
  }),
)

const server = createServer((req, res) => {
  const file = files.get(req.url ?? '')
  if (!file) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, file.headers)
  res.end(file.body)
})
server.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => console.log('bare server ready'))
process.once('SIGTERM', () => process.exit(0))
