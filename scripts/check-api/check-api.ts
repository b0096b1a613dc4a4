import { apiClient, type Fetch } from './client.ts'
import { checkReads } from './checks/reads.ts'
import { checkTokenHeader, refresh, signIn } from './checks/session.ts'
import { checkWrites } from './checks/writes.ts'
import type { Probe } from './compare.ts'
import { newLog, type CheckLog } from './findings.ts'
import type { CheckOptions } from './options.ts'

/**
 * Checks an API against docs/openapi.json and what the portal relies on, as the test account: signs in,
 * refreshes, reads what it can without changing anything, and with `write` changes what it is allowed to.
 * Returns every difference found, what was checked, and what could not be.
 */
export async function checkApi(options: CheckOptions, fetcher: Fetch = fetch): Promise<{ log: CheckLog; secrets: ReadonlySet<string> }> {
  const probe: Probe = { call: apiClient(options.baseUrl, fetcher), log: newLog(), secrets: new Set() }
  const result = { log: probe.log, secrets: probe.secrets }
  const first = await signIn(probe, options.username, options.password)
  if (!first || !(await checkTokenHeader(probe, first))) return result
  const session = await refresh(probe, options.username, first)
  if (!session) return result
  await checkReads(probe, session, options)
  if (options.write) await checkWrites(probe, session, options)
  else probe.log.skipped.push('changes (a quote, an indication, a driver, a trailer, a vehicle, a webhook subscription): run with --write')
  return result
}
