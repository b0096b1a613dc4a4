import { describe, expect, it } from 'vitest'
import { FMCSA_CENSUS_ORIGIN, readRuntimeConfig, type RuntimeConfig } from '../../src/api/runtime-config.ts'
import { renderIndexPage } from '../index-page.ts'
import { contentSecurityPolicyMeta } from '../security-headers.ts'

/** What a build for the sandbox on the same origin writes, FMCSA's census on. */
const BUILT = { apiBaseUrl: '/v1', carrierCensus: FMCSA_CENSUS_ORIGIN }
const built = `<!doctype html>\n<html>\n  <head>\n    ${contentSecurityPolicyMeta(BUILT)}\n    <title>Portal</title>\n  </head>\n</html>\n`

/** What the page's reader gets from the rendered HTML, through a real parser's element lookup. */
function readBack(html: string) {
  const text = /<script type="application\/json" id="portal-config">(.*?)<\/script>/s.exec(html)?.[1]
  return readRuntimeConfig({ getElementById: () => ({ textContent: text ?? null }) as HTMLElement })
}

describe('index.html for this server', () => {
  it('carries the configuration as data, and the meta policy for the configured API and census in place of the build’s', () => {
    const config: RuntimeConfig = { apiBaseUrl: 'https://api.example.com/v1', sandbox: false, carrierCensus: 'https://census.example' }
    const html = renderIndexPage(built, config)
    expect(html).toContain(`${contentSecurityPolicyMeta(config)}\n    <script type="application/json" id="portal-config">`)
    expect(html).toContain("connect-src 'self' https://api.example.com https://census.example;")
    expect(html).not.toContain(contentSecurityPolicyMeta(BUILT))
    expect(readBack(html)).toEqual(config)
  })

  it('names the census in the policy only while the lookup is on', () => {
    const off = renderIndexPage(built, { apiBaseUrl: '/v1', sandbox: false, carrierCensus: null })
    expect(off).toContain("connect-src 'self';")
    expect(readBack(off)).toEqual({ apiBaseUrl: '/v1', sandbox: false, carrierCensus: null })
    // The sandbox's stand-in is on the portal's own origin.
    expect(renderIndexPage(built, { apiBaseUrl: '/v1', sandbox: true, carrierCensus: '' })).toContain("connect-src 'self';")
  })

  it('writes JSON that cannot close its element', () => {
    const html = renderIndexPage(built, { apiBaseUrl: 'https://a.example/</script><script>alert(1)</script>/v1', sandbox: true, carrierCensus: null })
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).toContain('\\u003c/script\\u003e')
  })

  it('adds the policy when the build has none', () => {
    const html = renderIndexPage('<html><head><title>x</title></head></html>', { apiBaseUrl: '/v1', sandbox: true, carrierCensus: '' })
    expect(html).toMatch(/^<html><head>\n {4}<meta http-equiv="Content-Security-Policy"/)
  })
})
