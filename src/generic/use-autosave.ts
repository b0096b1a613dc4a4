import { useCallback, useEffect, useRef } from 'react'

const QUIET_MS = 700

type IdleHandle = { cancel: () => void }

/** When the browser is idle, or within a second anyway; jsdom and Safari lack requestIdleCallback. */
function whenIdle(work: () => void): IdleHandle {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout: 1000 })
    return { cancel: () => window.cancelIdleCallback(id) }
  }
  const id = setTimeout(work, 0)
  return { cancel: () => clearTimeout(id) }
}

/**
 * Saves after the person stops typing for a moment, in idle time, never during a keystroke: `changed`
 * only sets a timer. A pending save is written at once when the page is hidden or closed, and when
 * the form unmounts (the session ended and sign-in takes over).
 */
export function useAutosave(save: () => void) {
  const saveRef = useRef(save)
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; idle?: IdleHandle } | null>(null)

  useEffect(() => {
    saveRef.current = save
  }, [save])

  const cancel = useCallback(() => {
    clearTimeout(pending.current?.timer)
    pending.current?.idle?.cancel()
    pending.current = null
  }, [])

  const flush = useCallback(() => {
    if (!pending.current) return
    cancel()
    saveRef.current()
  }, [cancel])

  const changed = useCallback(() => {
    clearTimeout(pending.current?.timer)
    pending.current?.idle?.cancel()
    const next: NonNullable<typeof pending.current> = {}
    next.timer = setTimeout(() => {
      next.idle = whenIdle(flush)
    }, QUIET_MS)
    pending.current = next
  }, [flush])

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    window.addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      window.removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', onHidden)
      flush()
    }
  }, [flush])

  return { changed, flush, cancel }
}
