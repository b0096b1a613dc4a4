import { sandboxMounted } from './api/config'
import { getSession } from './api/session/session-store'
import { workDrawnSignInForm } from './features/auth/drawn-sign-in-form'
import { authScreens } from './features/auth/screens'

/**
 * The only script of the sign-in page drawn at build time (sign-in.html), a few kB: the form works from its
 * first run, and the app (with the sign-in route's page, which takes the drawn page over) loads when the
 * person starts on the page. Only there: with a real API (the production server says so, ADR
 * 0058) a visitor who does not sign in loads no more; a signed-in visitor is sent on by the app, and the
 * sandbox's accounts are listed by it, so then it loads at once (docs/decisions/0130-sign-in-before-the-app.md).
 */
const form = document.querySelector<HTMLFormElement>('#root form')
let appAsked = false
const loadApp = () => {
  if (appAsked) return
  appAsked = true
  void Promise.all([import('./app/start-app').then(({ startApp }) => startApp()), authScreens.signIn.screen()])
}

if (form) workDrawnSignInForm(form, { onStart: loadApp })
if (!form || getSession() !== null || sandboxMounted !== false) loadApp()
