import { describeError } from './error-message'
import { SessionEndedError } from './errors'
import { interruptedSends, type InterruptedFate, type InterruptedWords } from './interrupted-sends'
import { getSession, subscribeSession } from './session/session-store'
import { whyUnconfirmed } from './unconfirmed'

/**
 * Each send from the moment it leaves to its answer, for the person whose session ends around it
 * (docs/decisions/0140-a-send-the-session-ended-around.md): its fate goes to `interruptedSends`.
 */

interface OnItsWay {
  account: string
  words: InterruptedWords
  /** The session ended while it was on its way. */
  cutShort: boolean
}

let nextId = 1
const onItsWay = new Map<number, OnItsWay>()

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
