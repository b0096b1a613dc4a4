import { useEffect, useState } from 'react'
import { publicApiRequest } from './client'
import { sandboxInfoSchema, type SandboxInfo } from './contract/sandbox-control'

let infoRequest: Promise<SandboxInfo | null> | undefined
let knownIsSandbox = false

/** GET /__sandbox/info, once per page load; a real API answers 404 or nothing, which reads as null. */
function fetchSandboxInfo(): Promise<SandboxInfo | null> {
  infoRequest ??= publicApiRequest({
    method: 'GET',
    base: 'sandbox-control',
    path: '/info',
    responseSchema: sandboxInfoSchema,
  }).catch(() => null)
  return infoRequest
}

/**
 * True only when the API answers the sandbox's info call. A plain hook rather than a query: the badge
 * shows on the public pages, which load before React Query (docs/decisions/0003-bundle-budget.md).
 */
export function useIsSandbox(): boolean {
  const [isSandbox, setIsSandbox] = useState(knownIsSandbox)
  useEffect(() => {
    let mounted = true
    void fetchSandboxInfo().then((info) => {
      knownIsSandbox = info?.sandbox === true
      if (mounted) setIsSandbox(knownIsSandbox)
    })
    return () => {
      mounted = false
    }
  }, [])
  return isSandbox
}
