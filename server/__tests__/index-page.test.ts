import { describe, expect, it } from 'vitest'
import { readRuntimeConfig } from '../../src/api/runtime-config.ts'
import { renderIndexPage } from '../index-page.ts'
import { contentSecurityPolicyMeta } from '../security-headers.ts'

const built = `<!doctype html>\n<html>\n  <head>\n    ${contentSecurityPolicyMeta('/v1')}\n    <title>Portal</title>\n  </head>\n</html>\n`

/** What the page's reader gets from the rendered HTML, through a real parser's element lookup. */
function readBack(html: string) {
  const text = /<script type="application\/json" id="portal-config">(.*?)<\/script>/s.exec(html)?.[1]
  return readRuntimeConfig({ getElementById: () => ({ textContent: text ?? null }) as HTMLElement })
}

describe('index.html for this server', () => {
  it('carries the configuration as data, and the meta policy for the configured API in place of the build’s', () => {
    const html = renderIndexPage(built, { apiBaseUrl: 'https://api.example.com/v1', sandbox: false })
    expect(html).toContain(`${contentSecurityPolicyMeta('https://api.example.com/v1')}\n    <script type="application/json" id="portal-config">`)
    expect(html).not.toContain(contentSecurityPolicyMeta('/v1'))
    expect(readBack(html)).toEqual({ apiBaseUrl: 'https://api.example.com/v1', sandbox: false })
  })

  it('writes JSON that cannot close its element', () => {
    const html = renderIndexPage(built, { apiBaseUrl: 'https://a.example/</script><script>alert(1)</script>/v1', sandbox: true })
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).toContain('\\u003c/script\\u003e')
  })

  it('adds the policy when the build has none', () => {
    const html = renderIndexPage('<html><head><title>x</title></head></html>', { apiBaseUrl: '/v1', sandbox: true })
    expect(html).toMatch(/^<html><head>\n {4}<meta http-equiv="Content-Security-Policy"/)
  })
})
