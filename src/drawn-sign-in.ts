import { sandboxMounted } from './api/config'
import { getSession } from './api/session/session-store'
import { workDrawnSignInForm } from './features/auth/drawn-sign-in-form'
import { authScreens } from './features/auth/screens'

/**
 * The only script of the sign-in page drawn at build time (sign-in.html), a few kB: the form works from its
 * first run (docs/decisions/0130-sign-in-before-the-app.md). The app, with the sign-in route's page that
 * takes the drawn page over, loads when the person starts on the page if the production server says the
 * API is a real one (ADR 0058): a visitor who does not sign in loads no more. Otherwise it loads at once:
 * it sends a signed-in visitor on, and lists the sandbox's accounts.
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
