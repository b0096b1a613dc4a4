import { afterEach, describe, expect, it, vi } from 'vitest'
import { installSandboxFetch } from '@/test/sandbox-fetch'
import { readCarrierCensus } from '../carrier-census'
import { RateLimitError, UnexpectedStatusError } from '../errors'
import { RUNTIME_CONFIG_ELEMENT_ID } from '../runtime-config'

/** The lookup against the sandbox's stand-in, which serves the datasets' own column names and value formats. */

afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove())

/** The stand-in's fetch, each call recorded. */
function recordFetch() {
  const calls = vi.fn(globalThis.fetch)
  vi.stubGlobal('fetch', calls)
  return calls
}

/** What the production server would write into the page. */
function serverSays(carrierCensus: string | null) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = RUNTIME_CONFIG_ELEMENT_ID
  block.textContent = JSON.stringify({ apiBaseUrl: '/v1', sandbox: false, carrierCensus })
  document.head.append(block)
}

describe('reading FMCSA’s census', () => {
  it('asks the census the server names (here the sandbox’s stand-in, on the portal’s origin) for the row and the orders, with no token and only the columns it reads', async () => {
    const { requests } = installSandboxFetch()
    const calls = recordFetch()
    serverSays('')
    const answer = await readCarrierCensus('2000003')
    expect(answer?.rows).toHaveLength(1)
    expect(answer?.rows[0]).toMatchObject({ dot_number: '2000003', legal_name: 'BLUE LINE TRANSPORT LLC', phy_city: 'MEMPHIS', power_units: '6' })
    expect(answer?.orders).toEqual([expect.objectContaining({ dot_number: '2000003', status: 'ACTIVE' })])
    expect(requests).toEqual(expect.arrayContaining(['GET /resource/az4n-8mr2.json', 'GET /resource/p2mt-9ige.json']))
    const census = calls.mock.calls.map(([url, init]) => ({ url: String(url), init })).find(({ url }) => url.startsWith('/resource/az4n-8mr2.json'))!
    expect(new URL(census.url, 'http://portal.test').searchParams.get('dot_number')).toBe('2000003')
    expect(new URL(census.url, 'http://portal.test').searchParams.get('$select')).toContain('carrier_mailing_street')
    expect(census.init?.headers).not.toHaveProperty('AccessToken')
    expect(census.init?.credentials).toBe('omit')
  })

  it('answers an empty list for a number not in the census', async () => {
    installSandboxFetch()
    serverSays('')
    expect(await readCarrierCensus('1234567')).toEqual({ rows: [], orders: [] })
  })

  it('asks nothing when the server turned it off, and goes where the server says otherwise', async () => {
    const { requests } = installSandboxFetch()
    const calls = recordFetch()
    serverSays(null)
    expect(await readCarrierCensus('2874410')).toBeNull()
    expect(requests.filter((request) => request.includes('/resource/'))).toEqual([])
    document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove()
    serverSays('https://census.example')
    await readCarrierCensus('2874410')
    expect(calls.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringMatching(/^https:\/\/census\.example\/resource\/az4n-8mr2\.json\?/))
  })

  it('fails as the census fails, says a busy census at once, and leaves the orders unknown when only they fail', async () => {
    const { sandbox } = installSandboxFetch()
    serverSays('')
    const fault = (path: string, status: number) => sandbox.store.faults.push({ method: 'GET', path, status, remaining: 1 })
    fault('/resource/az4n-8mr2.json', 503)
    await expect(readCarrierCensus('2874410')).rejects.toBeInstanceOf(UnexpectedStatusError)
    fault('/resource/az4n-8mr2.json', 429)
    await expect(readCarrierCensus('2874410')).rejects.toBeInstanceOf(RateLimitError)
    fault('/resource/p2mt-9ige.json', 500)
    expect(await readCarrierCensus('2874410')).toMatchObject({ rows: [expect.objectContaining({ dot_number: '2874410' })], orders: null })
  })
})
