import { describe, expect, it } from 'vitest'
import { DEFAULT_PROXY_TIMEOUT_MS, readServerConfig, runtimeConfigOf } from '../config.ts'

describe('configuration from the environment', () => {
  it('reads each of the three modes, and tells the page where the API is', () => {
    const direct = readServerConfig({ API_BASE_URL: 'https://api.example.com/v1/', PORT: '3000', HOST: '127.0.0.1' })
    expect(direct).toEqual({
      port: 3000,
      host: '127.0.0.1',
      api: { kind: 'direct', apiBaseUrl: 'https://api.example.com/v1' },
      carrierCensus: 'https://data.transportation.gov',
    })
    expect(runtimeConfigOf(direct)).toEqual({ apiBaseUrl: 'https://api.example.com/v1', sandbox: false, carrierCensus: 'https://data.transportation.gov' })

    const proxy = readServerConfig({ API_PROXY_TARGET: 'https://example.com/insurer-api/' })
    expect(proxy).toMatchObject({ port: 8080, host: '0.0.0.0', api: { kind: 'proxy', timeoutMs: DEFAULT_PROXY_TIMEOUT_MS } })
    expect(proxy.api.kind === 'proxy' && proxy.api.target.href).toBe('https://example.com/insurer-api/')
    expect(runtimeConfigOf(proxy)).toEqual({ apiBaseUrl: '/v1', sandbox: false, carrierCensus: 'https://data.transportation.gov' })
    expect(readServerConfig({ API_PROXY_TARGET: 'http://10.0.0.5:8000', API_PROXY_TIMEOUT_MS: '1500' }).api).toMatchObject({ timeoutMs: 1500 })

    const sandbox = readServerConfig({ PORTAL_SANDBOX: '1' })
    expect(runtimeConfigOf(sandbox)).toEqual({ apiBaseUrl: '/v1', sandbox: true, carrierCensus: '' })
  })

  it('reads FMCSA’s census from FMCSA unless told otherwise, the sandbox’s stand-in in a demo, and turns it off with one variable', () => {
    expect(readServerConfig({ API_PROXY_TARGET: 'https://api.example.com', CARRIER_CENSUS: 'off' }).carrierCensus).toBeNull()
    expect(readServerConfig({ PORTAL_SANDBOX: '1', CARRIER_CENSUS: 'OFF' }).carrierCensus).toBeNull()
    expect(readServerConfig({ API_PROXY_TARGET: 'https://api.example.com', CARRIER_CENSUS: 'http://127.0.0.1:8787/' }).carrierCensus).toBe(
      'http://127.0.0.1:8787',
    )
    expect(() => readServerConfig({ PORTAL_SANDBOX: '1', CARRIER_CENSUS: 'https://data.transportation.gov/resource' })).toThrow(
      'CARRIER_CENSUS is off, or the http(s) origin',
    )
    expect(() => readServerConfig({ PORTAL_SANDBOX: '1', CARRIER_CENSUS: 'no' })).toThrow('CARRIER_CENSUS is off')
  })

  it('refuses to start without an API, with two, or with one it cannot use, and says what to set', () => {
    expect(() => readServerConfig({})).toThrow(/No API configured\. Set one of: API_BASE_URL=.*API_PROXY_TARGET=.*PORTAL_SANDBOX=1/)
    expect(() => readServerConfig({ PORTAL_SANDBOX: '0' })).toThrow(/No API configured/)
    expect(() => readServerConfig({ API_BASE_URL: 'https://a.example/v1', PORTAL_SANDBOX: '1' })).toThrow(
      'API_BASE_URL and PORTAL_SANDBOX=1 exclude each other.',
    )
    expect(() => readServerConfig({ API_BASE_URL: 'https://api.example.com' })).toThrow('API_BASE_URL must be an http(s) URL ending in /v1')
    expect(() => readServerConfig({ API_BASE_URL: 'javascript:alert(1)//v1' })).toThrow('API_BASE_URL must be')
    expect(() => readServerConfig({ API_PROXY_TARGET: 'https://api.example.com/v1' })).toThrow('leave /v1 out')
    expect(() => readServerConfig({ API_PROXY_TARGET: 'ftp://api.example.com' })).toThrow('http(s) URL')
    expect(() => readServerConfig({ API_PROXY_TARGET: 'https://user:pw@api.example.com' })).toThrow('without credentials')
    expect(() => readServerConfig({ API_PROXY_TARGET: 'https://api.example.com', API_PROXY_TIMEOUT_MS: '1.5' })).toThrow('whole number')
    expect(() => readServerConfig({ PORTAL_SANDBOX: 'yes' })).toThrow('PORTAL_SANDBOX is 1')
    expect(() => readServerConfig({ PORTAL_SANDBOX: '1', PORT: 'http' })).toThrow('PORT must be a port number')
  })
})
