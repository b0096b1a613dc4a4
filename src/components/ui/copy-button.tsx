import { useEffect, useState } from 'react'
import { Button, type ButtonVariant } from './button'
import { LiveRegion } from './live-region'

type CopyState = 'idle' | 'copied' | 'failed'

const SHOW_OUTCOME_MS = 4000

/** Async, so that a missing clipboard (an insecure page) fails like a refused one. */
async function writeToClipboard(text: string): Promise<void> {
  await navigator.clipboard.writeText(text)
}

/**
 * Copies text to the clipboard and says, in a live region, whether it worked. `name`, when a page has
 * several alike, is the button's full accessible name; it must contain the visible `label`. `safeChoice`:
 * the dialog it is in opens on it (Dialog).
 */
export function CopyButton({
  text,
  label,
  name,
  variant = 'secondary',
  safeChoice,
}: {
  text: string
  label: string
  name?: string
  variant?: ButtonVariant
  safeChoice?: boolean
}) {
  const [state, setState] = useState<CopyState>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), SHOW_OUTCOME_MS)
    return () => clearTimeout(timer)
  }, [state])
  return (
    // The outcome's space comes with the outcome: an empty live region beside the button would widen the gap to the next one.
    <span className="inline-flex flex-wrap items-center gap-y-2">
      <Button
        variant={variant}
        aria-label={name}
        data-safe-choice={safeChoice || undefined}
        onClick={() => {
          writeToClipboard(text).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }}
      >
        {label}
      </Button>
      <LiveRegion as="span" className="ms-3 text-sm text-slate-700">
        {state === 'copied' && 'Copied.'}
        {state === 'failed' && 'Could not copy here: select the text and copy it yourself.'}
      </LiveRegion>
    </span>
  )
}
