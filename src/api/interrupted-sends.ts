import { createStore, type Store } from '@/generic/store'

/**
 * Sends the session ended around (docs/decisions/0140-a-send-the-session-ended-around.md): one that was
 * not sent because the session had ended (the service answered 401 and no refresh mended it), and one
 * that was on its way when the session ended elsewhere (signed out in another tab), whose answer may
 * come while the person signs in again or not at all. The screen is gone by then (the person is sent to
 * sign-in), so what became of each is kept here, in this tab's memory, and said on the screen the
 * person lands on when they are back. `useSend` watches each send (watch-send.ts); the signed-in chrome
 * shows them (src/app/interrupted-sends-notice.tsx), so this file stays small: it loads with every screen.
 */

/** What a person is told of one send, in its own words. */
export interface InterruptedWords {
  /** The thing sent, as a sentence starts with it: "The approval of BR-20001, transaction 2". */
  what: string
  /** What to do, it not having been sent: "What you entered is kept: approve it again when you are ready." */
  again: string
  /** How to find out whether it was done, when its answer did not come or said nothing; left out when the screen says it itself. */
  findOut?: string
  /** What it going through leaves to do, when something: a rotated secret whose answer came to no screen. */
  done?: string
}

/** How a send's words are given: fixed, from what it sends, or left to a screen that says it itself (a batch keeps its pause). */
export type InterruptedWordsOf<Input> = InterruptedWords | ((input: Input) => InterruptedWords) | 'told-by-screen'

export type InterruptedFate =
  /** The session had ended: the service did nothing with it. */
  | { kind: 'not-sent' }
  /** Sent before the session ended; no answer yet. */
  | { kind: 'on-its-way' }
  | { kind: 'done' }
  | { kind: 'refused'; message: string }
  /** An answer that does not say whether it was done (no answer, a 5xx). */
  | { kind: 'unconfirmed'; why: string }

export interface InterruptedSend {
  id: number
  account: string
  words: InterruptedWords
  fate: InterruptedFate
  /** The address it was first shown on; it goes once the person leaves it. */
  shownOn: string | null
}

export const interruptedSends: Store<readonly InterruptedSend[]> = createStore<readonly InterruptedSend[]>([])

/** The screen at `address` shows these; any shown on another address is dropped, as the person has moved on. */
export function shownOn(address: string, account: string) {
  const kept = interruptedSends.get()
  const next = kept
    .filter((send) => send.account === account && (send.shownOn === null || send.shownOn === address))
    .map((send) => (send.shownOn === null ? { ...send, shownOn: address } : send))
  const same = next.length === kept.length && next.every((send, index) => send === kept[index])
  if (!same) interruptedSends.set(next)
}
