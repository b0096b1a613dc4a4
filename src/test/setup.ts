import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// A file that runs in Node (`// @vitest-environment node`: pure logic, no DOM to pay for) skips what follows.
const inBrowser = typeof window !== 'undefined'

// jsdom has <dialog> without its methods: enough of them for ConfirmDialog.
if (inBrowser) {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}

afterEach(() => {
  if (!inBrowser) return
  cleanup()
  window.localStorage.clear()
})
