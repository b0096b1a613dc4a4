import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { useState, type BaseSyntheticEvent, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { SETTLE_MS } from '@/generic/send-latch'
import { useSend, type SendOptions } from '../use-send'

function Wrapper({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }))
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** A mutation whose answers the test gives, one per request, in order. */
function answeredByHand() {
  const answers: { resolve: (answer: string) => void; reject: (error: Error) => void }[] = []
  const mutationFn = vi.fn((input: number) =>
    new Promise<string>((resolve, reject) => answers.push({ resolve, reject })).then((answer) => `${answer} ${input}`),
  )
  return { mutationFn, answers }
}

function renderSend(options: Partial<Omit<SendOptions<number, string>, 'mutationFn'>> = {}) {
  const api = answeredByHand()
  const { result } = renderHook(() => useSend({ interrupted: 'told-by-screen', ...options, mutationFn: api.mutationFn }), { wrapper: Wrapper })
  return { ...api, result }
}

describe('useSend', () => {
  it('sends once for two activations in the same tick, before anything is drawn (a double click)', async () => {
    const { result, mutationFn } = renderSend()
    let sent: boolean[] = []
    act(() => {
      sent = [result.current.send(1), result.current.send(2)]
    })
    expect(sent).toEqual([true, false])
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(1))
    expect(mutationFn).toHaveBeenCalledWith(1, expect.anything())
  })

  it('ignores every activation while the answer is awaited, and after a success (the screen moves on)', async () => {
    const { result, mutationFn, answers } = renderSend()
    const onSuccess = vi.fn()
    act(() => void result.current.send(1, { onSuccess }))
    await waitFor(() => expect(result.current.isPending).toBe(true))
    expect(result.current.send(2)).toBe(false)
    await act(async () => answers[0]!.resolve('added'))
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('added 1', 1))
    expect(result.current.send(3)).toBe(false)
    expect(mutationFn).toHaveBeenCalledTimes(1)
  })

  it('sends again at once after an error, and after a success once a repeatable control has settled (the control stays)', async () => {
    const { result, mutationFn, answers } = renderSend({ repeatable: true })
    const onError = vi.fn()
    act(() => void result.current.send(1, { onError }))
    await waitFor(() => expect(answers).toHaveLength(1))
    await act(async () => answers[0]!.reject(new Error('refused')))
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('refused'), 1))
    act(() => void result.current.send(2))
    await waitFor(() => expect(answers).toHaveLength(2))
    await act(async () => answers[1]!.resolve('moved'))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    // A hurried second click lands on the screen the answer drew: the same intent, ignored.
    expect(result.current.busy).toBe(true)
    expect(result.current.send(3)).toBe(false)
    await waitFor(() => expect(result.current.busy).toBe(false), { timeout: SETTLE_MS * 5 })
    act(() => void result.current.send(4))
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(3))
    expect(mutationFn).toHaveBeenLastCalledWith(4, expect.anything())
  })

  it('runs the plan of an activation only when the latch is open', () => {
    const { result } = renderSend()
    const plan = vi.fn(() => ({ input: 1 }))
    act(() => {
      result.current.activate(plan)
      result.current.activate(plan)
    })
    expect(plan).toHaveBeenCalledTimes(1)
  })

  it('sends a form once when it is submitted twice before react-hook-form has validated it (Enter twice)', async () => {
    const api = answeredByHand()
    const { result } = renderHook(
      () => {
        const form = useForm<{ count: number }>({ defaultValues: { count: 7 } })
        return { form, send: useSend({ mutationFn: api.mutationFn, interrupted: 'told-by-screen' }) }
      },
      { wrapper: Wrapper },
    )
    const onSubmit = result.current.send.submit(result.current.form.handleSubmit, ({ count }) => ({ input: count }))
    const submitEvent = () => ({ preventDefault: vi.fn(), persist: vi.fn() }) as unknown as BaseSyntheticEvent
    act(() => {
      onSubmit(submitEvent())
      onSubmit(submitEvent())
    })
    await waitFor(() => expect(api.mutationFn).toHaveBeenCalledTimes(1))
    expect(api.mutationFn).toHaveBeenCalledWith(7, expect.anything())
  })
})
