import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAutosave } from '../use-autosave'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useAutosave', () => {
  it('saves once, after a pause in typing, never during a keystroke', () => {
    const save = vi.fn()
    const { result } = renderHook(() => useAutosave(save))
    act(() => {
      result.current.changed()
      vi.advanceTimersByTime(500)
      result.current.changed()
    })
    expect(save).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(700 + 1000))
    expect(save).toHaveBeenCalledTimes(1)
  })

  it('writes a pending save at once when the page is hidden or closed', () => {
    const save = vi.fn()
    const { result } = renderHook(() => useAutosave(save))
    act(() => result.current.changed())
    window.dispatchEvent(new Event('pagehide'))
    expect(save).toHaveBeenCalledTimes(1)
    // Nothing pending: nothing to write.
    window.dispatchEvent(new Event('pagehide'))
    expect(save).toHaveBeenCalledTimes(1)
  })

  it('writes a pending save when the wizard goes (an ended session), and nothing once cancelled', () => {
    const save = vi.fn()
    const first = renderHook(() => useAutosave(save))
    act(() => first.result.current.changed())
    first.unmount()
    expect(save).toHaveBeenCalledTimes(1)

    const second = renderHook(() => useAutosave(save))
    act(() => {
      second.result.current.changed()
      second.result.current.cancel()
    })
    second.unmount()
    act(() => vi.runAllTimers())
    expect(save).toHaveBeenCalledTimes(1)
  })
})
