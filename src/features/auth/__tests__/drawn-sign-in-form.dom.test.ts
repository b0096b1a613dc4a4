import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AuthenticationError } from '@/api/errors'
import { getSession, signOut } from '@/api/session/session-store'
import { takeHeldPress, workDrawnSignInForm } from '../drawn-sign-in-form'
import { forgetSignInSend, sendSignIn, signInSend } from '../sign-in-send'

/** The authentication endpoint (section 4.1) answering `answers` in turn; what it was sent, as sent. */
function authentication(...answers: Response[]) {
  const bodies: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)))
      return answers.shift() ?? Response.json({ Error: 'no answer left' }, { status: 500 })
    }),
  )
  return bodies
}
const tokens = () => Response.json({ AccessToken: 'access', RefreshToken: 'refresh', ExpiresIn: 3600 })
/** How long a send may take here: the first loads the sign-in call's modules (zod and the contract). */
const SENT = { timeout: 10_000 }

// Loaded before the tests, so that no test's send outlasts it (and meets the next test's answers).
beforeAll(() => import('@/api/session/sign-in'))

/** The form as the build draws it: no names, Sign in disabled until the script runs. */
function drawnForm(username: string, password: string): HTMLFormElement {
  const root = document.createElement('div')
  root.innerHTML = `<form><input id="username" type="email" value="${username}"><input id="password" type="password" value="${password}"><button type="button" aria-pressed="false" aria-controls="password">Show<!-- --> <span>password</span></button><button type="submit" disabled="">Sign in</button></form>`
  document.body.append(root)
  return root.querySelector('form')!
}

const press = (form: HTMLFormElement) => {
  const submit = new Event('submit', { cancelable: true })
  form.dispatchEvent(submit)
  return submit
}

afterEach(() => {
  signOut()
  forgetSignInSend()
  takeHeldPress()
  document.body.replaceChildren()
})

describe('the sign-in form drawn at build time, before the app is there (ADR 0130)', () => {
  it('can be pressed from the script’s first run: the press signs in, and the browser’s own submission does not happen', async () => {
    const sent = authentication(tokens())
    const form = drawnForm('Agent@BlueRidge.example ', 'Sandbox-Pass-1')
    const onStart = vi.fn()
    workDrawnSignInForm(form, { onStart })
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
    expect(button.disabled).toBe(false)
    const submit = press(form)
    expect(submit.defaultPrevented).toBe(true)
    expect(onStart).toHaveBeenCalledTimes(1)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(signInSend.get().pending).toBe(true)
    await vi.waitFor(() => expect(signInSend.get().pending).toBe(false), SENT)
    expect(sent).toEqual([{ username: 'agent@blueridge.example', password: 'Sandbox-Pass-1' }])
    expect(getSession()?.accessToken).toBe('access')
    expect(takeHeldPress()).toBe(false)
  })

  it('holds a press with a problem for the app’s page, which says it', () => {
    const sent = authentication()
    const form = drawnForm('agent@blueridge.example', '')
    workDrawnSignInForm(form, { onStart: vi.fn() })
    press(form)
    expect(sent).toEqual([])
    expect(takeHeldPress()).toBe(true)
    expect(takeHeldPress()).toBe(false)
  })

  it('shows and hides the password as the app’s switch does', () => {
    const form = drawnForm('', 'Sandbox-Pass-1')
    workDrawnSignInForm(form, { onStart: vi.fn() })
    const toggle = form.querySelector<HTMLButtonElement>('button[aria-controls="password"]')!
    toggle.click()
    expect([form.querySelector<HTMLInputElement>('#password')!.type, toggle.getAttribute('aria-pressed'), toggle.textContent]).toEqual([
      'text',
      'true',
      'Hide password',
    ])
    toggle.click()
    expect([form.querySelector<HTMLInputElement>('#password')!.type, toggle.getAttribute('aria-pressed'), toggle.textContent]).toEqual([
      'password',
      'false',
      'Show password',
    ])
  })

  it('starts the app once, on the person’s first move', () => {
    const form = drawnForm('', '')
    const onStart = vi.fn()
    workDrawnSignInForm(form, { onStart })
    expect(onStart).not.toHaveBeenCalled()
    form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
    expect(onStart).toHaveBeenCalledTimes(1)
  })
})

describe('the page’s one sign-in', () => {
  it('sends once per intent, and keeps a refusal for the page to say', async () => {
    const sent = authentication(Response.json({ Error: 'Incorrect username or password.' }, { status: 401 }))
    const form = { username: 'agent@blueridge.example', password: 'wrong' }
    expect(sendSignIn(form)).toBe(true)
    expect(sendSignIn(form)).toBe(false)
    await vi.waitFor(() => expect(signInSend.get().pending).toBe(false), SENT)
    expect(signInSend.get().error).toEqual(new AuthenticationError('Incorrect username or password.', 401))
    expect(sent).toHaveLength(1)
    expect(getSession()).toBeNull()
  })

  it('forgets a send when the page is left: the answer of an earlier visit is not shown in the next', async () => {
    const sent = authentication(Response.json({ Error: 'Incorrect username or password.' }, { status: 401 }), tokens())
    sendSignIn({ username: 'agent@blueridge.example', password: 'wrong' })
    forgetSignInSend()
    expect(signInSend.get().pending).toBe(false)
    await vi.waitFor(() => expect(sent).toHaveLength(1), SENT)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(signInSend.get()).toEqual({ pending: false, error: null })
    expect(sendSignIn({ username: 'agent@blueridge.example', password: 'Sandbox-Pass-1' })).toBe(true)
    await vi.waitFor(() => expect(getSession()?.accessToken).toBe('access'), SENT)
  })
})
