/**
 * `npm run check-api -- https://api.example.com/v1`: where a real API differs from docs/openapi.json and
 * from what the portal relies on, before anyone signs in for real. The test account comes from
 * CHECK_API_USERNAME and CHECK_API_PASSWORD; no token or password is ever printed. Exit 1 on a difference.
 */
import { checkApi } from './check-api.ts'
import { parseOptions, USAGE } from './options.ts'
import { reportText } from './report.ts'

const options = parseOptions(process.argv.slice(2), process.env)
if (typeof options === 'string') {
  console.error(`${options}\n\n${USAGE}`)
  process.exit(2)
}
const started = performance.now()
const { log, secrets } = await checkApi(options)
console.log(reportText(options.baseUrl, log, secrets))
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`)
process.exit(log.findings.length > 0 ? 1 : 0)
