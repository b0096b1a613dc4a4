import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

/** One answer the yardstick sends: the file holding its body, and its headers but the per-connection ones. */
export interface BareAnswer {
  file: string
  headers: Record<string, string>
}

/**
 * The yardstick of `npm run bench:serve`: Node's http sending the same answers from memory, headers and
 * body, and doing nothing else. Started by the bench as a process of its own:
 *   BARE_PORT=4961 BARE_ANSWERS='{"/":{"file":"/tmp/index.html","headers":{"content-type":"text/html"}}}' tsx bench/support/bare-server.ts
 */
const answers = new Map(
  Object.entries(JSON.parse(process.env.BARE_ANSWERS ?? '{}') as Record<string, BareAnswer>).map(([path, { file, headers }]) => [
    path,
    { body: readFileSync(file), headers },
  ]),
)

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '')
  if (!answer) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, answer.headers)
  res.end(answer.body)
})
server.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => console.log('bare server ready'))
process.once('SIGTERM', () => process.exit(0))
