import { useCallback, useId, useReducer, useRef, useState } from 'react'
import type { WebhookSubscription } from '@/contract/webhooks'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog } from '@/components/ui/dialog'
import { FreeText } from '@/components/ui/free-text'
import { LiveRegion } from '@/components/ui/live-region'
import type { ShowSecret } from '../api/secret-handoff'
import { GRACE_HOURS } from './rotate-explanation'

interface ShownSecret {
  secret: string
  subscription: WebhookSubscription
}

/**
 * The one place a signing secret lives in the portal: this hook's state, from the moment the service
 * sends it until the person closes the dialog, which drops it. Nothing else gets it (no query, no
 * mutation result, no storage, no URL): docs/decisions/0028-signing-secret-shown-once.md.
 */
export function useSecretDialog({ reason, onClosed }: { reason: 'created' | 'rotated'; onClosed?: (subscription: WebhookSubscription) => void }) {
  const [shown, setShown] = useState<ShownSecret | null>(null)
  const [, renderAgain] = useReducer((count: number) => count + 1, 0)
  const show: ShowSecret = useCallback((secret, subscription) => setShown({ secret, subscription }), [])
  const close = () => {
    const subscription = shown?.subscription
    setShown(null)
    // React keeps the render before the last one as the spare copy of each component: one more render
    // replaces the copy that still holds the secret, so nothing keeps it in memory once the dialog closes.
    setTimeout(renderAgain, 0)
    if (subscription) onClosed?.(subscription)
  }
  return { show, dialog: <SecretDialog shown={shown} reason={reason} onClose={close} /> }
}

function SecretDialog({ shown, reason, onClose }: { shown: ShownSecret | null; reason: 'created' | 'rotated'; onClose: () => void }) {
  const [stored, setStored] = useState(false)
  // Each close refused says why again: Escape pressed twice is two answers.
  const [refusals, setRefusals] = useState(0)
  const checkbox = useRef<HTMLInputElement>(null)
  const checkboxId = useId()
  const secretLabelId = useId()
  const warned = refusals > 0 && !stored
  const tryClose = () => {
    if (!stored) {
      setRefusals((count) => count + 1)
      checkbox.current?.focus()
      return
    }
    setStored(false)
    setRefusals(0)
    onClose()
  }
  return (
    <Dialog
      open={shown !== null}
      // A dialog, not an alert dialog: a screen reader reads an alert's whole text as it appears, the secret with it.
      size="wide"
      title={reason === 'created' ? 'Store the signing secret now' : 'Store the new signing secret now'}
      onDismiss={tryClose}
      actions={<Button onClick={tryClose}>Close</Button>}
      // What is read out as the dialog opens: never the secret itself, which a person asks for by reading on.
      description={
        shown && (
          <>
            <p>
              {reason === 'created' ? 'Subscription' : 'The secret of subscription'} {shown.subscription.id} to{' '}
              <strong>
                <FreeText>{shown.subscription.endpoint_url}</FreeText>
              </strong>
              {reason === 'created' ? ' is ready.' : ' was replaced.'}
            </p>
            <p>
              <strong>This is the only time the portal shows this secret.</strong> Store it in your receiver’s configuration now, for example in a secrets
              manager. If it is lost, rotate the secret to get a new one.
            </p>
            {reason === 'rotated' && <p>For {GRACE_HOURS} hours, deliveries are also signed with the previous secret.</p>}
          </>
        )
      }
    >
      {shown && (
        <>
          <p id={secretLabelId} className="font-semibold">
            Signing secret
          </p>
          <p
            aria-labelledby={secretLabelId}
            data-testid="signing-secret"
            className="select-all break-all rounded-md border border-slate-300 bg-slate-100 p-3 font-mono"
          >
            {shown.secret}
          </p>
          <CopyButton text={shown.secret} label="Copy the secret" safeChoice />
          <div className={`mt-2 ${warned ? 'border-l-4 border-red-700 pl-3' : ''}`}>
            <LiveRegion assertive>
              {warned && (
                <p key={refusals} className="mb-2 text-sm font-semibold text-red-700">
                  <span className="sr-only">Error: </span>Tick this box first: once this dialog closes, the secret cannot be shown again.
                </p>
              )}
            </LiveRegion>
            <div className="flex items-start gap-3">
              <input
                ref={checkbox}
                id={checkboxId}
                type="checkbox"
                checked={stored}
                onChange={(event) => setStored(event.target.checked)}
                aria-invalid={warned || undefined}
                className="mt-0.5 size-6 shrink-0 accent-brand-700"
              />
              <label htmlFor={checkboxId} className="font-semibold">
                I have stored the secret somewhere safe
              </label>
            </div>
          </div>
        </>
      )}
    </Dialog>
  )
}
