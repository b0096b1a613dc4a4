import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query'
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react'
import { activate, createSendLatch, latchedSubmit, SETTLE_MS, type HandleSubmit } from '@/generic/send-latch'
import type { InterruptedWordsOf } from './interrupted-sends'
import { watchSend } from './watch-send'

/** What the screen does with the answer: run when it is read, whether or not the screen is still there. */
export interface SendHandlers<Input, Answer> {
  onSuccess?: (answer: Answer, input: Input) => void
  onError?: (error: Error, input: Input) => void
  onSettled?: () => void
}

/** One send: its input and what to do with its answer. */
export interface Sending<Input, Answer> extends SendHandlers<Input, Answer> {
  input: Input
}

export interface SendOptions<Input, Answer> extends UseMutationOptions<Answer, Error, Input> {
  /**
   * The control stays and may send again after a success (a list's pause, the sandbox console), once
   * it has settled. Otherwise a success ends its sends: the screen moves on, and a click on the way
   * out is ignored. After a failure either may send again at once: the person reads why and tries again.
   */
  repeatable?: boolean
  /**
   * What the person is told, once signed in again, of a send their session ended around: not sent, or
   * sent and what its answer was (docs/decisions/0140-a-send-the-session-ended-around.md). Every send says.
   */
  interrupted: InterruptedWordsOf<Input>
}

type WithoutSends<Result> = Result extends unknown ? Omit<Result, 'mutate' | 'mutateAsync'> : never

/** A send control's state (React Query's mutation state) and its three ways to send, all through one latch. */
export type Send<Input, Answer> = WithoutSends<UseMutationResult<Answer, Error, Input>> & {
  /** The control ignores activations now (its send is on its way, or it is settling): its button shows it. */
  busy: boolean
  /** A button: sends `input` unless this control's send is on its way (or succeeded, unless repeatable). True when sent. */
  send: (input: Input, handlers?: SendHandlers<Input, Answer>) => boolean
  /** A button whose screen checks or clears something first: `plan` runs only when the latch is open; null sends nothing. */
  activate: (plan: () => Sending<Input, Answer> | null) => boolean
  /** A react-hook-form form: the latch is taken at the submit event, before validation; `plan` runs on valid values. */
  submit: <Values>(handleSubmit: HandleSubmit<Values>, plan: (values: Values) => Sending<Input, Answer> | null) => (event?: BaseSyntheticEvent) => void
}

/**
 * The one send path of every change (docs/decisions/0049-once-per-intent.md): React Query's mutation
 * behind a synchronous latch, so one activation (a click, a double click, Enter twice) sends one
 * request. Like every mutation it is never retried (ADR 0002; the query client's defaults). The lint
 * rule local/one-send-path keeps `useMutation` here.
 */
export function useSend<Input, Answer>({ repeatable = false, interrupted, ...options }: SendOptions<Input, Answer>): Send<Input, Answer> {
  const { mutate: _mutate, mutateAsync, ...state } = useMutation<Answer, Error, Input>(options)
  const [latch] = useState(createSendLatch)
  const [settling, setSettling] = useState(false)
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // A control gone before it settled leaves no timer behind to set its state.
  useEffect(() => () => clearTimeout(settleTimer.current), [])
  const settle = () => {
    setSettling(true)
    settleTimer.current = setTimeout(() => {
      latch.release()
      setSettling(false)
    }, SETTLE_MS)
  }
  const dispatch = ({ input, onSuccess, onError, onSettled }: Sending<Input, Answer>) => {
    const watched = watchSend(interrupted === 'told-by-screen' ? null : typeof interrupted === 'function' ? interrupted(input) : interrupted)
    mutateAsync(input).then(
      (answer) => {
        watched.settled()
        if (repeatable) settle()
        else latch.spend()
        onSuccess?.(answer, input)
        onSettled?.()
      },
      (error: Error) => {
        watched.settled(error)
        latch.release()
        onError?.(error, input)
        onSettled?.()
      },
    )
  }
  return {
    ...state,
    busy: state.isPending || settling,
    send: (input, handlers) => activate(latch, () => ({ input, ...handlers }), dispatch),
    activate: (plan) => activate(latch, plan, dispatch),
    submit: (handleSubmit, plan) => latchedSubmit(latch, handleSubmit, plan, dispatch),
  }
}
