import { useEffect, useState } from 'react'
import { sandboxMounted } from './config'
import { isSandboxInfo } from '../contract/first-load-guards'
import { fetchApi } from './transport'

let infoRequest: Promise<boolean> | undefined
let knownIsSandbox = sandboxMounted ?? false

/**
 * Whether the portal talks to the sandbox. The production server says so in the page (`PORTAL_SANDBOX=1`,
 * ADR 0058), and nothing is asked; elsewhere GET /__sandbox/info, once per page load: a real API answers
 * 404 or nothing, which reads as false. Read with a guard, not the schema: the badge shows on every
 * page's first load, before zod (docs/decisions/0032-first-load-without-the-api-layer.md).
 */
export function askIsSandbox(): Promise<boolean> {
  if (sandboxMounted !== undefined) return Promise.resolve(sandboxMounted)
  infoRequest ??= fetchApi({ method: 'GET', base: 'sandbox-control', path: '/info' })
    .then(async (response) => response.ok && isSandboxInfo(await response.json()))
    .catch(() => false)
    .then((isSandbox) => (knownIsSandbox = isSandbox))
  return infoRequest
}

/** Forgets the answer, as a new page load would: unit tests share one module graph (ADR 0074), each its own page. */
export function forgetIsSandbox(): void {
  infoRequest = undefined
  knownIsSandbox = sandboxMounted ?? false
}

/**
 * True only when the production server mounts the sandbox, or (without its word) the API answers the
 * sandbox's info call. A plain hook rather than a query: the badge
 * shows on the public pages, which load before React Query (docs/decisions/0003-bundle-budget.md).
 */
export function useIsSandbox(): boolean {
  const [isSandbox, setIsSandbox] = useState(knownIsSandbox)
  useEffect(() => {
    let mounted = true
    void askIsSandbox().then((isSandbox) => {
      if (mounted) setIsSandbox(isSandbox)
    })
    return () => {
      mounted = false
    }
  }, [])
  return isSandbox
}
