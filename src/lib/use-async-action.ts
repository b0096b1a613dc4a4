import { useCallback, useRef, useState } from 'react'

export interface AsyncAction<Input> {
  run: (input: Input) => void
  pending: boolean
  error: unknown
  succeeded: boolean
}

/**
 * One-shot sends for the public pages (sign-in, password reset), which load before React Query does
 * (docs/decisions/0003-bundle-budget.md). A second run while one is pending is ignored: never sent twice.
 */
export function useAsyncAction<Input>(action: (input: Input) => Promise<unknown>, onSuccess?: (input: Input) => void): AsyncAction<Input> {
  const [state, setState] = useState<{ pending: boolean; error: unknown; succeeded: boolean }>({
    pending: false,
    error: null,
    succeeded: false,
  })
  const pendingRef = useRef(false)
  const run = useCallback(
    (input: Input) => {
      if (pendingRef.current) return
      pendingRef.current = true
      setState({ pending: true, error: null, succeeded: false })
      action(input).then(
        () => {
          pendingRef.current = false
          setState({ pending: false, error: null, succeeded: true })
          onSuccess?.(input)
        },
        (error: unknown) => {
          pendingRef.current = false
          setState({ pending: false, error, succeeded: false })
        },
      )
    },
    [action, onSuccess],
  )
  return { run, ...state }
}
