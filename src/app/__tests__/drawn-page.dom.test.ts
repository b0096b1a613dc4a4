import { describe, expect, it, vi } from 'vitest'
import { readDrawnPage, restoreDrawnPage } from '../drawn-page'

const form = (prefix: string) => `<form><input id="username" type="email"><input id="password" type="password"><span>${prefix}</span></form>`

describe('the page drawn at build time, taken over by the app', () => {
  it('reads nothing from an empty root: no page was drawn for this address', () => {
    const root = document.createElement('div')
    expect(readDrawnPage(root)).toBeNull()
  })

  it('reads whether Sign in was pressed: the drawn form draws its button busy from the press until the app takes over', () => {
    const root = document.createElement('div')
    root.innerHTML = `${form('drawn')}<button type="submit">Sign in</button>`
    expect(readDrawnPage(root)!.pressed).toBe(false)
    root.querySelector('button')!.setAttribute('aria-busy', 'true')
    expect(readDrawnPage(root)!.pressed).toBe(true)
  })

  it('carries what was typed and the focus, with its selection, into the app’s boxes of the same ids', () => {
    const root = document.createElement('div')
    document.body.append(root)
    root.innerHTML = form('drawn')
    ;(root.querySelector('#username') as HTMLInputElement).value = 'agent@blueridge.example'
    const password = root.querySelector('#password') as HTMLInputElement
    password.value = 'Sandbox-Pass'
    password.focus()
    password.setSelectionRange(3, 5)
    const drawn = readDrawnPage(root)!
    expect(drawn.values).toEqual([
      ['username', 'agent@blueridge.example'],
      ['password', 'Sandbox-Pass'],
    ])

    root.innerHTML = form('app')
    restoreDrawnPage(drawn)
    expect((document.getElementById('username') as HTMLInputElement).value).toBe('agent@blueridge.example')
    const restored = document.getElementById('password') as HTMLInputElement
    expect(restored.value).toBe('Sandbox-Pass')
    expect(document.activeElement).toBe(restored)
    expect([restored.selectionStart, restored.selectionEnd]).toEqual([3, 5])
    root.remove()
  })

  it('carries the focus on a control without an id by its words: the skip link Tab reached before the app took over', () => {
    const root = document.createElement('div')
    document.body.append(root)
    const page = '<a href="#main">Skip to main content</a><a href="/">Agency Portal</a>'
    root.innerHTML = page + form('drawn')
    ;(root.querySelector('a') as HTMLElement).focus()
    const drawn = readDrawnPage(root)!

    root.innerHTML = page + form('app')
    restoreDrawnPage(drawn)
    expect(document.activeElement?.textContent).toBe('Skip to main content')
    root.remove()
  })

  it('shows a password the person had shown, with the app’s own switch', () => {
    const root = document.createElement('div')
    document.body.append(root)
    const switchOf = (pressed: boolean) => `<button type="button" aria-pressed="${pressed}" aria-controls="password">Show</button>`
    root.innerHTML = form('drawn') + switchOf(true)
    const drawn = readDrawnPage(root)!
    root.innerHTML = form('app') + switchOf(false)
    const pressed = vi.fn()
    root.querySelector('button')!.addEventListener('click', pressed)
    restoreDrawnPage(drawn)
    expect(pressed).toHaveBeenCalledTimes(1)
    root.remove()
  })

  it('leaves a box the app filled itself as it is', () => {
    const root = document.createElement('div')
    document.body.append(root)
    root.innerHTML = form('drawn')
    ;(root.querySelector('#username') as HTMLInputElement).value = 'typed@example.com'
    const drawn = readDrawnPage(root)!
    root.innerHTML = form('app')
    ;(root.querySelector('#username') as HTMLInputElement).value = 'remembered@example.com'
    restoreDrawnPage(drawn)
    expect((document.getElementById('username') as HTMLInputElement).value).toBe('remembered@example.com')
    root.remove()
  })

  it('leaves the focus where the app put it (the problems of a send the drawn form began)', () => {
    const root = document.createElement('div')
    document.body.append(root)
    root.innerHTML = form('drawn')
    ;(root.querySelector('#username') as HTMLInputElement).focus()
    const drawn = readDrawnPage(root)!
    root.innerHTML = `<div id="summary" tabindex="-1"></div>${form('app')}`
    ;(root.querySelector('#summary') as HTMLElement).focus()
    restoreDrawnPage(drawn)
    expect(document.activeElement?.id).toBe('summary')
    root.remove()
  })
})
