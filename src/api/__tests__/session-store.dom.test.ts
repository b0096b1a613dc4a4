import { afterEach, describe, expect, it, vi } from 'vitest'
import { getSession, saveSession, sessionLivesInTab, signOut } from '../session/session-store'

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

describe('a browser that will not store the session', () => {
  const refuse = (name: string) =>
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', name)
    })

  it.each([
    ['full', 'QuotaExceededError'],
    ['turned off', 'SecurityError'],
  ])('keeps it in this tab when storage is %s, and says so', (_, name) => {
    refuse(name)
    saveSession(stored)
    expect(getSession()).toEqual(stored)
    expect(sessionLivesInTab()).toBe(true)
    signOut()
    expect(getSession()).toBeNull()
    expect(sessionLivesInTab()).toBe(false)
  })

  it('removes an older stored session, so that none is read once this tab forgets its own', () => {
    window.localStorage.setItem('portal.session', JSON.stringify({ ...stored, accessToken: 'old' }))
    refuse('QuotaExceededError')
    saveSession(stored)
    expect(window.localStorage.getItem('portal.session')).toBeNull()
    expect(getSession()?.accessToken).toBe('a')
    signOut()
  })

  it('stores it again as soon as the browser takes it', () => {
    const refusal = refuse('QuotaExceededError')
    saveSession(stored)
    refusal.mockRestore()
    saveSession({ ...stored, accessToken: 'b' })
    expect(sessionLivesInTab()).toBe(false)
    expect(JSON.parse(window.localStorage.getItem('portal.session') ?? 'null')).toMatchObject({ accessToken: 'b' })
    signOut()
  })
})
