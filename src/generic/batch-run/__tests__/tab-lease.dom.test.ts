import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { installFakeWebLocks, type FakeWebLocks } from '@/test/fake-web-locks'
import { takeTabLease } from '../tab-lease'

let webLocks: FakeWebLocks
beforeEach(() => {
  webLocks = installFakeWebLocks()
})
afterEach(() => webLocks.uninstall())

/** Another tab of the origin: the same lock manager, a request of its own, held until `letGo`. */
function anotherTabHolds(name: string) {
  let letGo = () => undefined as void
  const taken = new Promise<void>((granted) => {
    void webLocks.locks.request(name, () => {
      granted()
      return new Promise<void>((release) => (letGo = release))
    })
  })
  return { taken, letGo: () => letGo() }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('takeTabLease', () => {
  it('is held by the tab that takes it, and is free again once released', async () => {
    const lease = await takeTabLease('run-1')
    expect(lease.held).toBe(true)
    expect(webLocks.held()).toEqual(['run-1'])
    lease.release()
    await settled()
    expect(webLocks.held()).toEqual([])
  })

  it('is not held while another tab holds it, and can be taken once that tab lets go', async () => {
    const other = anotherTabHolds('run-1')
    await other.taken
    const refused = await takeTabLease('run-1')
    expect(refused.held).toBe(false)
    refused.release()
    other.letGo()
    await settled()
    const retaken = await takeTabLease('run-1')
    expect(retaken.held).toBe(true)
    retaken.release()
  })

  it('is one lease per tab: a second taker in the same tab shares it, and the lock goes when the last one lets go', async () => {
    // React's development mode mounts a screen, unmounts it and mounts it again at once: the second mount
    // asks while the first one's lock is still held, which read as another tab's.
    const first = takeTabLease('run-1')
    const second = takeTabLease('run-1')
    const [a, b] = await Promise.all([first, second])
    expect([a.held, b.held]).toEqual([true, true])
    a.release()
    a.release()
    await settled()
    expect(webLocks.held()).toEqual(['run-1'])
    b.release()
    await settled()
    expect(webLocks.held()).toEqual([])
    const again = await takeTabLease('run-1')
    expect(again.held).toBe(true)
    again.release()
  })

  it('keeps different names apart', async () => {
    const [a, b] = await Promise.all([takeTabLease('run-1'), takeTabLease('run-2')])
    expect([a.held, b.held]).toEqual([true, true])
    expect(webLocks.held().sort()).toEqual(['run-1', 'run-2'])
    a.release()
    b.release()
  })
})
