import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { forgetIsSandbox } from '@/api/sandbox-info'
import './screen-paths'

// A result the sandbox computes in the page can take more than the default second on two busy cores;
// a result that never comes still fails, later.
configure({ asyncUtilTimeout: 5_000 })

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
  forgetIsSandbox()
  if (!hasDom) return
  cleanup()
  window.localStorage.clear()
  window.sessionStorage.clear()
})
