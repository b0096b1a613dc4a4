import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useAsyncAction } from '../use-async-action.ts'

/** An action whose outcomes the test gives, one per call, in order. */
function settledByHand() {
  const outcomes: { resolve: () => void; reject: (error: Error) => void }[] = []
  const action = vi.fn((_input: string) => new Promise<void>((resolve, reject) => outcomes.push({ resolve, reject })))
  return { action, outcomes }
}

describe('useAsyncAction', () => {
  it('runs once for two runs in the same tick, and not again after a success (a double click on Sign in)', async () => {
    const { action, outcomes } = settledByHand()
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useAsyncAction(action, { onSuccess }))
    act(() => {
      result.current.run('agent')
      result.current.run('agent')
    })
    expect(action).toHaveBeenCalledTimes(1)
    await act(async () => outcomes[0]!.resolve())
    expect(onSuccess).toHaveBeenCalledWith('agent')
    expect(result.current.succeeded).toBe(true)
    act(() => result.current.run('agent'))
    expect(action).toHaveBeenCalledTimes(1)
  })

  it('runs again once a failure is read', async () => {
    const { action, outcomes } = settledByHand()
    const onError = vi.fn()
    const { result } = renderHook(() => useAsyncAction(action, { onError }))
    act(() => result.current.run('agent'))
    await act(async () => outcomes[0]!.reject(new Error('offline')))
    expect(onError).toHaveBeenCalledWith(new Error('offline'), 'agent')
    expect(result.current.error).toEqual(new Error('offline'))
    act(() => result.current.run('agent'))
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2))
  })
})
