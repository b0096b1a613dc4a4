import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSendLatch, SETTLE_MS } from '../send-latch'

function press(x: number, y: number) {
  window.dispatchEvent(new MouseEvent('pointerdown', { clientX: x, clientY: y }))
}

/** A click on a link the next screen drew: true when the link took it. */
function clickLink(x: number, y: number) {
  const link = document.body.appendChild(document.createElement('a'))
  link.href = '#next'
  const taken = vi.fn()
  link.addEventListener('click', taken)
  const click = new MouseEvent('click', { clientX: x, clientY: y, detail: 1, bubbles: true, cancelable: true })
  link.dispatchEvent(click)
  link.remove()
  return taken.mock.calls.length === 1 && !click.defaultPrevented
}

afterEach(() => vi.useRealTimers())

describe('a hurried second click after a send that moved the screen on', () => {
  it('does nothing where the first was, for SETTLE_MS, and clicks elsewhere or later work', () => {
    vi.useFakeTimers()
    const latch = createSendLatch()
    press(200, 300)
    expect(latch.take()).toBe(true)
    latch.spend()

    expect(clickLink(203, 297)).toBe(false)
    expect(clickLink(600, 300)).toBe(true)
    vi.advanceTimersByTime(SETTLE_MS)
    expect(clickLink(200, 300)).toBe(true)
  })

  it('ignores nothing after a failure, or when no pointer made the activation', () => {
    const failed = createSendLatch()
    press(200, 300)
    failed.take()
    failed.release()
    expect(clickLink(200, 300)).toBe(true)

    // The press went with the activation before: Enter made this one.
    const byKeyboard = createSendLatch()
    byKeyboard.take()
    byKeyboard.spend()
    expect(clickLink(200, 300)).toBe(true)
  })
})
