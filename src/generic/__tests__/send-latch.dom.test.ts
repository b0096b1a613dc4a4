import type { BaseSyntheticEvent } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activate, createSendLatch, latchedSubmit, SETTLE_MS, type HandleSubmit } from '../send-latch.ts'

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as BaseSyntheticEvent

/** react-hook-form's handleSubmit as far as timing goes: the values are checked asynchronously, then `onValid` runs if they pass. */
function handleSubmitChecking<Values>(values: Values, valid: () => boolean): HandleSubmit<Values> {
  return (onValid) => async (event) => {
    event?.preventDefault()
    await Promise.resolve()
    if (valid()) onValid(values)
  }
}

describe('createSendLatch', () => {
  it('is taken once until released, and never again once spent', () => {
    const latch = createSendLatch()
    expect(latch.take()).toBe(true)
    expect(latch.take()).toBe(false)
    latch.release()
    expect(latch.take()).toBe(true)
    latch.spend()
    latch.release()
    expect(latch.take()).toBe(false)
  })
})

describe('activate', () => {
  it('plans and dispatches the first of two activations in the same tick, and ignores the second without planning it', () => {
    const latch = createSendLatch()
    const plan = vi.fn(() => 'the request')
    const dispatch = vi.fn()
    expect(activate(latch, plan, dispatch)).toBe(true)
    expect(activate(latch, plan, dispatch)).toBe(false)
    expect(plan).toHaveBeenCalledTimes(1)
    expect(dispatch).toHaveBeenCalledTimes(1)
  })

  it('opens the latch again when the plan sends nothing, or throws', () => {
    const latch = createSendLatch()
    expect(activate(latch, () => null, vi.fn())).toBe(false)
    expect(() =>
      activate(
        latch,
        () => {
          throw new Error('a slip')
        },
        vi.fn(),
      ),
    ).toThrow('a slip')
    const dispatch = vi.fn()
    expect(activate(latch, () => 'the request', dispatch)).toBe(true)
    expect(dispatch).toHaveBeenCalledWith('the request')
  })
})

describe('latchedSubmit', () => {
  it('sends once for two submits in the same tick, though validation ends after both arrived (Enter twice, a click then Enter)', async () => {
    const latch = createSendLatch()
    const dispatch = vi.fn()
    const submit = latchedSubmit(
      latch,
      handleSubmitChecking({ name: 'Marisol' }, () => true),
      (values) => values,
      dispatch,
    )
    const [first, second] = [submitEvent(), submitEvent()]
    submit(first)
    submit(second)
    await vi.waitFor(() => expect(dispatch).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    expect(dispatch).toHaveBeenCalledTimes(1)
    // The ignored submit does not reach the browser either: a plain form would otherwise submit itself.
    expect(second.preventDefault).toHaveBeenCalled()
  })

  it('opens the latch again after invalid values or a plan that sends nothing', async () => {
    const latch = createSendLatch()
    const dispatch = vi.fn()
    let valid = false
    let sendsSomething = false
    const submit = latchedSubmit(
      latch,
      handleSubmitChecking('values', () => valid),
      (values) => (sendsSomething ? values : null),
      dispatch,
    )
    submit(submitEvent())
    await vi.waitFor(() => expect(latch.take()).toBe(true))
    latch.release()
    valid = true
    submit(submitEvent())
    await vi.waitFor(() => expect(latch.take()).toBe(true))
    latch.release()
    sendsSomething = true
    submit(submitEvent())
    await vi.waitFor(() => expect(dispatch).toHaveBeenCalledWith('values'))
    expect(latch.take()).toBe(false)
  })
})

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

  it('does nothing where the first was while its send is on its way, for SETTLE_MS from the press: a run’s Pause drawn where its Send was', () => {
    vi.useFakeTimers()
    const latch = createSendLatch()
    press(200, 300)
    expect(latch.take()).toBe(true)

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

  it('guards no spot for an activation by keyboard after a click that took no latch: Sign out clicked, then Enter in the sign-in form', () => {
    vi.useFakeTimers()
    press(1150, 32)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    const signIn = createSendLatch()
    expect(signIn.take()).toBe(true)
    signIn.spend()
    expect(clickLink(1150, 32)).toBe(true)
  })
})
