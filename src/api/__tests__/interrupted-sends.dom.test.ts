import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BusinessRuleError, NetworkError, SessionEndedError } from '../errors'
import { interruptedSends, shownOn } from '../interrupted-sends'
import { watchSend } from '../watch-send'
import { endSession, saveSession } from '../session/session-store'

const AGENT = 'agent@blueridge.example'
const words = { what: 'The approval of BR-20001, transaction 2', again: 'Approve it again.' }
const signIn = (username = AGENT) => saveSession({ username, accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 })
const fates = () => interruptedSends.get().map((send) => send.fate)

beforeEach(() => signIn())
afterEach(() => {
  interruptedSends.set([])
  window.localStorage.clear()
})

describe('a send the session ended around', () => {
  it('is not sent when its answer is the ended session (a 401 no refresh mended), whatever else happened', () => {
    const send = watchSend(words)
    endSession('expired')
    send.settled(new SessionEndedError())
    expect(interruptedSends.get()).toEqual([{ id: expect.any(Number), account: AGENT, words, fate: { kind: 'not-sent' }, shownOn: null }])
  })

  it('is on its way when the session ends while it is, then what its answer came to', () => {
    const done = watchSend(words)
    const refused = watchSend(words)
    const unanswered = watchSend(words)
    endSession('signed-out')
    expect(fates()).toEqual([{ kind: 'on-its-way' }, { kind: 'on-its-way' }, { kind: 'on-its-way' }])
    done.settled()
    refused.settled(new BusinessRuleError('This cancellation is not pending.', 404))
    unanswered.settled(new NetworkError())
    expect(fates()).toEqual([
      { kind: 'done' },
      { kind: 'refused', message: 'This cancellation is not pending.' },
      { kind: 'unconfirmed', why: 'No answer arrived: the connection failed or the service could not be reached.' },
    ])
  })

  it('is nothing to say when the session lived through it, or when its screen says it itself', () => {
    watchSend(words).settled()
    watchSend(words).settled(new BusinessRuleError('Refused.', 400))
    const told = watchSend(null)
    endSession('expired')
    told.settled(new SessionEndedError())
    expect(interruptedSends.get()).toEqual([])
  })
})

describe('where it is said', () => {
  it('on the screen the person lands on, until they leave it; a new send drops what was said', () => {
    watchSend(words).settled(new SessionEndedError())
    shownOn('/cancellations/BR-20001/2', AGENT)
    shownOn('/cancellations/BR-20001/2', AGENT)
    expect(interruptedSends.get()).toMatchObject([{ shownOn: '/cancellations/BR-20001/2' }])
    shownOn('/', AGENT)
    expect(interruptedSends.get()).toEqual([])

    watchSend(words).settled(new SessionEndedError())
    shownOn('/cancellations/BR-20001/2', AGENT)
    watchSend(words).settled()
    expect(interruptedSends.get()).toEqual([])
  })

  it('never to another account, which drops it', () => {
    watchSend(words).settled(new SessionEndedError())
    shownOn('/', 'underwriter@blueridge.example')
    expect(interruptedSends.get()).toEqual([])
  })
})
