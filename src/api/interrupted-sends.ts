import { createStore, type Store } from '@/generic/store'
import { describeError } from './error-message'
import { SessionEndedError } from './errors'
import { getSession, subscribeSession } from './session/session-store'
import { whyUnconfirmed } from './unconfirmed'

/**
 * Sends the session ended around (docs/decisions/0140-a-send-the-session-ended-around.md): one that was
 * not sent because the session had ended (the service answered 401 and no refresh mended it), and one
 * that was on its way when the session ended elsewhere (signed out in another tab), whose answer may
 * come while the person signs in again or not at all. The screen is gone by then (the person is sent to
 * sign-in), so what became of each is kept here, in this tab's memory, and said on the screen the
 * person lands on when they are back.
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

interface OnItsWay {
  account: string
  words: InterruptedWords
  /** The session ended while it was on its way. */
  cutShort: boolean
}

let nextId = 1
const onItsWay = new Map<number, OnItsWay>()
export const interruptedSends: Store<readonly InterruptedSend[]> = createStore<readonly InterruptedSend[]>([])

function setFate(id: number, send: OnItsWay, fate: InterruptedFate) {
  const others = interruptedSends.get().filter((kept) => kept.id !== id)
  interruptedSends.set([...others, { id, account: send.account, words: send.words, fate, shownOn: null }])
}

subscribeSession((event) => {
  if (event.type !== 'ended') return
  for (const [id, send] of onItsWay) {
    if (send.cutShort) continue
    send.cutShort = true
    setFate(id, send, { kind: 'on-its-way' })
  }
})

/** What a failed send came to, for the person who was signed out around it. */
function fateOfFailure(error: unknown): InterruptedFate {
  if (error instanceof SessionEndedError) return { kind: 'not-sent' }
  const unconfirmed = whyUnconfirmed(error)
  return unconfirmed ? { kind: 'unconfirmed', why: unconfirmed } : { kind: 'refused', message: describeError(error) }
}

export interface WatchedSend {
  /** The answer was read: `error` when the send failed. */
  settled(error?: unknown): void
}

const UNWATCHED: WatchedSend = { settled: () => undefined }

/**
 * Watches one send from the moment it leaves (`useSend` calls it): a send that fails because the session
 * ended, or whose session ends while it is on its way, is kept with its fate. A new send means the person
 * is acting again: what they were already told is dropped.
 */
export function watchSend(words: InterruptedWords | null): WatchedSend {
  interruptedSends.set(interruptedSends.get().filter((kept) => kept.shownOn === null))
  const account = getSession()?.username
  if (!words || !account) return UNWATCHED
  const id = nextId++
  const send: OnItsWay = { account, words, cutShort: false }
  onItsWay.set(id, send)
  return {
    settled(error) {
      onItsWay.delete(id)
      if (error instanceof SessionEndedError) setFate(id, send, { kind: 'not-sent' })
      else if (send.cutShort) setFate(id, send, error === undefined ? { kind: 'done' } : fateOfFailure(error))
    },
  }
}

/** The screen at `address` shows these; any shown on another address is dropped, as the person has moved on. */
export function shownOn(address: string, account: string) {
  const kept = interruptedSends.get()
  const next = kept
    .filter((send) => send.account === account && (send.shownOn === null || send.shownOn === address))
    .map((send) => (send.shownOn === null ? { ...send, shownOn: address } : send))
  const same = next.length === kept.length && next.every((send, index) => send === kept[index])
  if (!same) interruptedSends.set(next)
}
