import { useEffect, useSyncExternalStore } from 'react'
import { useSignedInIdentity } from '@/api/session/use-session'

type SignedInChrome = typeof import('./signed-in-chrome')

let chrome: SignedInChrome | null = null
let loading: Promise<SignedInChrome> | null = null
const listeners = new Set<() => void>()

/**
 * Loads the signed-in chrome (account menu, main navigation) once. A screen's loader awaits it beside
 * the screen, so the navigation is there in the same commit as the first signed-in screen.
 */
export function loadSignedInChrome(): Promise<SignedInChrome> {
  loading ??= import('./signed-in-chrome').then((module) => {
    chrome = module
    listeners.forEach((listener) => listener())
    return module
  })
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The chrome once loaded; a signed-in person on a screen whose loader did not load it (a public form) gets it loaded here. */
export function useSignedInChrome(): SignedInChrome | null {
  const signedIn = useSignedInIdentity() !== null
  const loaded = useSyncExternalStore(
    subscribe,
    () => chrome,
    () => null,
  )
  useEffect(() => {
    if (signedIn) void loadSignedInChrome()
  }, [signedIn])
  return loaded
}
