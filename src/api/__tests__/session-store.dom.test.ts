import { afterEach, describe, expect, it } from 'vitest'
import { getSession } from '../session/session-store'

const stored = { username: 'agent@blueridge.example', accessToken: 'a', refreshToken: 'r', expiresAt: 1_800_000_000_000 }

afterEach(() => window.localStorage.clear())

describe('the stored session, read without a schema', () => {
  it('reads what the portal wrote, and only its four fields', () => {
    window.localStorage.setItem('portal.session', JSON.stringify({ ...stored, extra: 'x' }))
    expect(getSession()).toEqual(stored)
  })

  it.each([
    ['not JSON', '{'],
    ['an array', JSON.stringify([stored])],
    ['a missing field', JSON.stringify({ ...stored, refreshToken: undefined })],
    ['a field of the wrong type', JSON.stringify({ ...stored, expiresAt: '1800000000000' })],
  ])('reads %s as no session', (_, raw) => {
    window.localStorage.setItem('portal.session', raw)
    expect(getSession()).toBeNull()
  })
})
