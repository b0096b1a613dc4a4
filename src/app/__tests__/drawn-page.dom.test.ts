import { describe, expect, it } from 'vitest'
import { holdDrawnSubmit, readDrawnPage, restoreDrawnPage } from '../drawn-page'

const form = (prefix: string) => `<form><input id="username" type="email"><input id="password" type="password"><span>${prefix}</span></form>`

describe('the page drawn at build time, taken over by the app', () => {
  it('reads nothing from an empty root: no page was drawn for this address', () => {
    const root = document.createElement('div')
    expect(readDrawnPage(root)).toBeNull()
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
})

describe('a send asked for in the drawn page', () => {
  it('is held from the entry’s first run: the button works, the browser’s own submission does not happen', () => {
    const root = document.createElement('div')
    document.body.append(root)
    root.innerHTML = '<form><input id="username"><button type="submit" disabled="">Sign in</button></form>'
    const asked = holdDrawnSubmit(root)
    const button = root.querySelector('button')!
    expect(button.disabled).toBe(false)
    expect(asked()).toBe(false)
    const submit = new Event('submit', { cancelable: true })
    root.querySelector('form')!.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(asked()).toBe(true)
    root.remove()
  })
})
