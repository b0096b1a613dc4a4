import { useEffect, useState } from 'react'
import { takeTabLease } from '@/generic/batch-run/tab-lease'

export type LeaseState = 'taking' | 'held' | 'elsewhere'

/** Holds the named lease while the screen is shown; `retake` asks again after another tab let go. */
export function useTabLease(name: string) {
  const [state, setState] = useState<LeaseState>('taking')
  const [tries, setTries] = useState(0)
  useEffect(() => {
    let release: (() => void) | null = null
    let gone = false
    void takeTabLease(name).then((lease) => {
      if (gone) return lease.release()
      release = lease.release
      setState(lease.held ? 'held' : 'elsewhere')
    })
    return () => {
      gone = true
      release?.()
    }
  }, [name, tries])
  return { state, retake: () => setTries((count) => count + 1) }
}
