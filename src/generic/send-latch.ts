import type { BaseSyntheticEvent } from 'react'

/**
 * One request per intent (docs/decisions/0049-once-per-intent.md): the gate of one send control,
 * taken synchronously in the event handler, before any await or render, so a second click, a double
 * click's second half or a second Enter finds it shut whatever React has drawn by then.
 */
export interface SendLatch {
  /** Shuts the latch if it is open: true, this activation sends (or gives the latch back); false, it is ignored. */
  take(): boolean
  /** Open again: nothing was sent, or the answer is read and the control may send again. */
  release(): void
  /** Shut for good: the send succeeded and the screen moves on, so an activation on the way out is ignored. */
  spend(): void
}

export function createSendLatch(): SendLatch {
  let state: 'open' | 'shut' | 'spent' = 'open'
  return {
    take() {
      if (state !== 'open') return false
      state = 'shut'
      return true
    },
    release() {
      if (state === 'shut') state = 'open'
    },
    spend() {
      state = 'spent'
    },
  }
}

/**
 * One activation of a control: when the latch is open, `plan` runs (the screen's checks, what it clears
 * first) and says what to send, or null to send nothing, which opens the latch again. True when sent.
 * `dispatch` sends and, once the answer is read, releases or spends the latch.
 */
export function activate<Planned>(latch: SendLatch, plan: () => Planned | null, dispatch: (planned: Planned) => void): boolean {
  if (!latch.take()) return false
  let planned: Planned | null = null
  try {
    planned = plan()
  } finally {
    if (planned === null) latch.release()
  }
  if (planned === null) return false
  dispatch(planned)
  return true
}

/** react-hook-form's `handleSubmit`, as far as the latch needs it. */
export type HandleSubmit<Values> = (onValid: (values: Values) => void) => (event?: BaseSyntheticEvent) => Promise<void>

/**
 * A form's submit handler that takes the latch at the submit event itself: react-hook-form validates
 * asynchronously before it calls back, and a second submit (Enter twice, a click then Enter) must not
 * start a second validation that ends in a second send. Invalid values, or a plan that sends nothing,
 * open the latch again.
 */
export function latchedSubmit<Values, Planned>(
  latch: SendLatch,
  handleSubmit: HandleSubmit<Values>,
  plan: (values: Values) => Planned | null,
  dispatch: (planned: Planned) => void,
): (event?: BaseSyntheticEvent) => void {
  return (event) => {
    event?.preventDefault()
    if (!latch.take()) return
    let sent = false
    const validated = handleSubmit((values) => {
      const planned = plan(values)
      if (planned === null) return
      sent = true
      dispatch(planned)
    })(event)
    void validated.finally(() => {
      if (!sent) latch.release()
    })
  }
}
