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
  /**
   * Shut for good: the send succeeded and the screen moves on, so an activation on the way out is
   * ignored, and so is a click, for SETTLE_MS, where the one that sent was. (While it is on its way, a
   * click there is ignored for SETTLE_MS from the press.)
   */
  spend(): void
}

/**
 * How long a control ignores activations after a success: longer than a hurried second click or a
 * second Enter takes (tens of ms), shorter than a person takes to see the answer and act on it.
 */
export const SETTLE_MS = 300

/** A hurried second click lands within a few pixels of the first. */
const SAME_SPOT_PX = 12

type Spot = [x: number, y: number]
/**
 * Where the pointer last went down since a latch was last taken or a key was pressed: the press of the
 * activation taking it, if a pointer made it. A key press forgets it: an activation by keyboard (Enter
 * in the sign-in form after a click on Sign out) has no spot, and must not guard the one of that click.
 */
let lastPress: Spot | null = null
const rememberPress = (event: MouseEvent) => (lastPress = [event.clientX, event.clientY])
// A modifier held through a click repeats its keydown: only a new key press forgets.
const forgetPress = (event: KeyboardEvent) => {
  if (!event.repeat) lastPress = null
}

/**
 * For SETTLE_MS, a click at `spot` does nothing (a keyboard's click comes at 0, 0): a hurried second
 * click would land on whatever the screen drew there meanwhile (the submission page's "Update a
 * vehicle" where "Add the driver" was, a run's Pause where its Send was). Returns what ends it early.
 */
function ignoreClicksAt([x, y]: Spot) {
  const ignore = (event: MouseEvent) => {
    // A press at 0, 0 has no place: jsdom's, in the component tests.
    if (x + y && Math.hypot(event.clientX - x, event.clientY - y) <= SAME_SPOT_PX) {
      event.preventDefault()
      event.stopPropagation()
    }
  }
  // Through globalThis: the guard may end after its window has gone (a component test's jsdom, torn down within SETTLE_MS).
  const end = () => globalThis.removeEventListener?.('click', ignore, true)
  addEventListener('click', ignore, true)
  setTimeout(end, SETTLE_MS)
  return end
}

export function createSendLatch(): SendLatch {
  // Added once however many latches there are (the same listeners); none where there is no window (the prerendered sign-in page).
  globalThis.addEventListener?.('pointerdown', rememberPress, true)
  globalThis.addEventListener?.('keydown', forgetPress, true)
  let state: 'open' | 'shut' | 'spent' = 'open'
  let press: Spot | null = null
  let endGuard: (() => void) | undefined
  return {
    take() {
      if (state !== 'open') return false
      state = 'shut'
      press = lastPress
      lastPress = null
      // While the send is on its way, the spot of its press is guarded too, from the press on.
      if (press) endGuard = ignoreClicksAt(press)
      return true
    },
    release() {
      // Nothing was sent, or it failed: the person may try again at once.
      endGuard?.()
      if (state === 'shut') state = 'open'
    },
    spend() {
      state = 'spent'
      if (press) ignoreClicksAt(press)
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
