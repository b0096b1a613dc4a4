import { activate, createSendLatch } from '@/generic/send-latch'
import { createStore } from '@/generic/store'
import type { SignInForm } from './sign-in-form'

/**
 * The page's one sign-in, whichever form sends it: the form drawn at build time before the app is there
 * (`drawn-sign-in-form.ts`), or the sign-in page's own once it is. Both send through here, so the page
 * shows a send the drawn form began (its wait, then its problem or the way on) as its own
 * (docs/decisions/0130-sign-in-before-the-app.md). No React: the drawn form's script runs without it.
 */
export interface SignInSend {
  pending: boolean
  /** Why the last send failed; null before a send and after one that succeeded. */
  error: unknown
}

const IDLE: SignInSend = { pending: false, error: null }
export const signInSend = createStore<SignInSend>(IDLE)
let latch = createSendLatch()
/** Moved on by `forgetSignInSend`: the answer to an earlier visit's send is not this visit's to show. */
let visit = 0

/**
 * The sign-in call (the authentication endpoint, the transport's reader, zod and the contract) loads
 * once the person starts on the form, not with the page (docs/decisions/0032-first-load-without-the-api-layer.md).
 */
const loadSignIn = () => import('@/api/session/sign-in')

/** Whether the person has started on a sign-in form in this page: what the first signed-in screen needs may load now. */
export const signInBegun = createStore(false)

/** From the person's first move on the form, so that sending waits for no download; a failure here is told when sending. */
export function startLoadingSignIn(): void {
  signInBegun.set(true)
  void loadSignIn().catch(() => undefined)
}

/**
 * Signs in with checked values, once per intent (docs/decisions/0049-once-per-intent.md): while a send is
 * on its way, and after one succeeded, another is ignored. Success stores the session, which the page
 * follows to where the person was going. Returns whether this call sent.
 */
export function sendSignIn(form: SignInForm): boolean {
  return activate(
    latch,
    () => form,
    ({ username, password }) => {
      const mine = visit
      const ownLatch = latch
      signInSend.set({ pending: true, error: null })
      loadSignIn()
        .then((call) => call.signIn(username, password))
        .then(
          () => {
            ownLatch.spend()
            if (mine === visit) signInSend.set(IDLE)
          },
          (error: unknown) => {
            ownLatch.release()
            if (mine === visit) signInSend.set({ pending: false, error })
          },
        )
    },
  )
}

/** The sign-in page is left: its next visit starts with no send shown and a latch of its own. */
export function forgetSignInSend(): void {
  visit += 1
  latch = createSendLatch()
  signInSend.set(IDLE)
}
