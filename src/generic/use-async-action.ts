import { useState, type BaseSyntheticEvent } from 'react'
import { activate, createSendLatch, latchedSubmit, type HandleSubmit } from './send-latch.ts'

export interface AsyncActionHandlers<Input> {
  onSuccess?: (input: Input) => void
  onError?: (error: unknown, input: Input) => void
}

export interface AsyncAction<Input> {
  /** Sends, unless this action is already on its way or has succeeded (docs/decisions/0049-once-per-intent.md). */
  run: (input: Input) => void
  /** A react-hook-form submit handler: the latch is taken at the submit event; `plan` turns valid values into the input. */
  submit: <Values>(handleSubmit: HandleSubmit<Values>, plan: (values: Values) => Input) => (event?: BaseSyntheticEvent) => void
  pending: boolean
  error: unknown
  succeeded: boolean
}

/**
 * The public pages' sends (sign-in, password reset), which load before React Query does
 * (docs/decisions/0003-bundle-budget.md), through the same latch as every other send: a second
 * activation while one is pending is ignored, and after a success (the page moves on) so is any other.
 */
export function useAsyncAction<Input>(action: (input: Input) => Promise<unknown>, handlers: AsyncActionHandlers<Input> = {}): AsyncAction<Input> {
  const [state, setState] = useState<{ pending: boolean; error: unknown; succeeded: boolean }>({
    pending: false,
    error: null,
    succeeded: false,
  })
  const [latch] = useState(createSendLatch)
  const dispatch = ({ input }: { input: Input }) => {
    setState({ pending: true, error: null, succeeded: false })
    action(input).then(
      () => {
        latch.spend()
        setState({ pending: false, error: null, succeeded: true })
        handlers.onSuccess?.(input)
      },
      (error: unknown) => {
        latch.release()
        setState({ pending: false, error, succeeded: false })
        handlers.onError?.(error, input)
      },
    )
  }
  return {
    run: (input) => void activate(latch, () => ({ input }), dispatch),
    submit: (handleSubmit, plan) => latchedSubmit(latch, handleSubmit, (values) => ({ input: plan(values) }), dispatch),
    ...state,
  }
}
