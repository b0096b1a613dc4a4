import { checkSignInForm } from './sign-in-form'
import { sendSignIn, startLoadingSignIn } from './sign-in-send'

/**
 * The sign-in form drawn at build time (sign-in.html, docs/decisions/0056-first-route-with-the-entry.md)
 * works before the app is there (docs/decisions/0130-sign-in-before-the-app.md). From this script's first
 * run its button can be pressed: a press sends what was typed through the page's one sign-in
 * (`sign-in-send.ts`); when a box has a problem, the press is held for the app's page, which checks the
 * boxes and says the problems as it always does. Either way the button stays busy until the app takes
 * the page over. The switch that shows the password works too. The drawn boxes have no `name`, so the
 * browser's own submission can carry nothing.
 */

let pressHeld = false

/** Whether a press with problems waits for the app's form: true once, for the app that takes the page over. */
export function takeHeldPress(): boolean {
  const held = pressHeld
  pressHeld = false
  return held
}

/** What is typed in the drawn box of this id (the app's page uses the same ids). */
const valueOf = (form: HTMLFormElement, id: string) => form.querySelector<HTMLInputElement>(`#${id}`)?.value ?? ''

/** The drawn switch that shows the password does what the app's does (components/ui/password-input.tsx): the box's type, its pressed state and its word. */
function workShowSwitches(form: HTMLFormElement) {
  for (const toggle of form.querySelectorAll<HTMLButtonElement>('button[aria-pressed][aria-controls]')) {
    toggle.addEventListener('click', () => {
      const box = form.querySelector<HTMLInputElement>(`#${toggle.getAttribute('aria-controls')}`)
      if (!box) return
      const shown = toggle.getAttribute('aria-pressed') !== 'true'
      toggle.setAttribute('aria-pressed', String(shown))
      box.type = shown ? 'text' : 'password'
      if (toggle.firstChild instanceof Text) toggle.firstChild.data = shown ? 'Hide' : 'Show'
    })
  }
}

/**
 * Makes the drawn `form` send, and calls `onStart` once the person starts on the page (a key, a press, a
 * focus) or presses Sign in: the app and the sign-in call load from then on.
 */
export function workDrawnSignInForm(form: HTMLFormElement, { onStart }: { onStart: () => void }): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    startLoadingSignIn()
    onStart()
  }
  for (const type of ['keydown', 'pointerdown', 'focusin']) document.addEventListener(type, start, { capture: true, once: true })
  const button = form.querySelector('button[type="submit"]')
  let pressed = false
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    start()
    if (pressed) return
    pressed = true
    // Drawn as the app draws a busy button (components/ui/button.tsx): grey, a waiting cursor, announced as busy.
    button?.setAttribute('aria-disabled', 'true')
    button?.setAttribute('aria-busy', 'true')
    const checked = checkSignInForm({ username: valueOf(form, 'username'), password: valueOf(form, 'password') })
    if ('form' in checked) sendSignIn(checked.form)
    else pressHeld = true
  })
  workShowSwitches(form)
  button?.removeAttribute('disabled')
}
