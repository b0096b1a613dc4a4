import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// A file that runs in Node (`@vitest-environment node`: logic without a page) has no DOM to set up.
const hasDom = typeof window !== 'undefined'

// jsdom has <dialog> without its methods: enough of them for ConfirmDialog.
if (hasDom) {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}

afterEach(() => {
  if (!hasDom) return
  cleanup()
  window.localStorage.clear()
})
