import { afterEach, describe, expect, it } from 'vitest'
import { isApiBaseUrl, readRuntimeConfig } from '../runtime-config'

function writeBlock(text: string) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = 'portal-config'
  block.textContent = text
  document.head.append(block)
}

afterEach(() => document.getElementById('portal-config')?.remove())

describe('the configuration the production server writes into the page', () => {
  it('is read from its JSON block', () => {
    writeBlock('{"apiBaseUrl":"https://api.example.com/v1","sandbox":false,"carrierCensus":"https://data.transportation.gov"}')
    expect(readRuntimeConfig()).toEqual({ apiBaseUrl: 'https://api.example.com/v1', sandbox: false, carrierCensus: 'https://data.transportation.gov' })
  })

  it('is absent without a block, or with one that is not the server’s (the build’s own then holds)', () => {
    expect(readRuntimeConfig()).toBeUndefined()
    writeBlock('{"apiBaseUrl":"https://api.example.com","sandbox":false,"carrierCensus":null}')
    expect(readRuntimeConfig()).toBeUndefined()
    document.getElementById('portal-config')?.remove()
    writeBlock('{"apiBaseUrl":"/v1","sandbox":false,"carrierCensus":"https://census.example/resource"}')
    expect(readRuntimeConfig()).toBeUndefined()
    document.getElementById('portal-config')?.remove()
    writeBlock('not json')
    expect(readRuntimeConfig()).toBeUndefined()
  })

  it('takes an API base URL ending in /v1, absolute or on the portal’s origin', () => {
    expect(['/v1', 'https://api.example.com/v1', 'http://127.0.0.1:8787/v1', 'https://example.com/insurer/v1'].every(isApiBaseUrl)).toBe(true)
    expect(['', 'v1', 'https://api.example.com', 'https://api.example.com/v1?x=1', 'javascript:x//v1', '//evil.example/v1'].some(isApiBaseUrl)).toBe(false)
  })
})
