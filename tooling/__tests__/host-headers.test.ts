import { describe, expect, it } from 'vitest'
import { securityHeaders } from '../../server/security-headers.ts'
import { headersFile, KEEP_EARLIER_BUILDS, nginxSnippet } from '../host-headers-plugin.ts'

const API = { apiBaseUrl: 'https://api.example.com/v1', carrierCensus: 'https://data.transportation.gov' }

describe('header files for static hosts, from the server’s one source', () => {
  it('_headers gives every path the server’s headers and HSTS, and hashed assets a year', () => {
    const file = headersFile(API)
    expect(file).toContain('\n/*\n')
    for (const [name, value] of Object.entries(securityHeaders(API))) expect(file).toContain(`  ${name}: ${value}\n`)
    expect(file).toContain("connect-src 'self' https://api.example.com https://data.transportation.gov;")
    expect(headersFile({ ...API, carrierCensus: null })).toContain("connect-src 'self' https://api.example.com;")
    expect(file).toContain('  Strict-Transport-Security: max-age=31536000\n')
    expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n$/)
    // Hosts join a header given by two rules: Cache-Control is given once.
    expect(file.match(/Cache-Control/g)).toHaveLength(1)
  })

  it('both say what a host keeps across deploys: earlier builds’ hashed files, for as long as the production server keeps them', () => {
    expect(KEEP_EARLIER_BUILDS).toContain('keep earlier builds’ hashed files')
    expect(KEEP_EARLIER_BUILDS).toContain('files 14 days after a build without them was deployed, not sooner')
    expect(KEEP_EARLIER_BUILDS.split('\n').every((line) => line.startsWith('# '))).toBe(true)
    expect(headersFile(API)).toContain(`${KEEP_EARLIER_BUILDS}\n/*\n`)
    expect(nginxSnippet(API)).toContain(KEEP_EARLIER_BUILDS)
  })

  it('the nginx snippet repeats every header in each location (nginx drops inherited ones), 404s unknown files and falls back to the drawn page or index.html', () => {
    const snippet = nginxSnippet(API)
    const locations = snippet.split(/\nlocation /).slice(1)
    const withHeaders = locations.filter((location) => location.includes('add_header'))
    expect(withHeaders).toHaveLength(3)
    for (const location of withHeaders) {
      for (const [name, value] of Object.entries(securityHeaders(API))) expect(location).toContain(`add_header ${name} "${value}" always;`)
      expect(location).toContain('add_header Strict-Transport-Security "max-age=31536000" always;')
    }
    expect(withHeaders[0]).toMatch(/^\^~ \/assets\/ \{[\s\S]*Cache-Control "public, max-age=31536000, immutable"[\s\S]*try_files \$uri =404;/)
    expect(withHeaders[1]).toMatch(/Cache-Control "no-cache"[\s\S]*try_files \$uri =404;/)
    expect(withHeaders[2]).toMatch(/^\/ \{[\s\S]*Cache-Control "no-cache"[\s\S]*try_files \$uri\.html \/index\.html =404;/)
    expect(snippet).toContain('location ~ /\\. { return 404; }')
  })
})
