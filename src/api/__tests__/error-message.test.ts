import { describe, expect, it } from 'vitest'
import { describeError } from '../error-message'
import { NetworkError } from '../errors'

describe('describeError', () => {
  it('says that nothing was sent when the part that sends could not be loaded', () => {
    const chromium = new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/sign-in-abc.js')
    const safari = new TypeError('Importing a module script failed.')
    for (const error of [chromium, safari]) expect(describeError(error)).toMatch(/^Nothing was sent\. .*Reload the page/)
    expect(describeError(new NetworkError())).toBe(new NetworkError().message)
  })
})
