import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FreeText } from '@/components/ui/free-text'
import { PageHeading } from '@/components/ui/page-heading'
import { formatDateTime } from '@/generic/format'
import { formatCount } from '@/generic/text'
import type { Draft } from '../form/draft'
import type { WizardMode } from '../form/model'
import { STEPS } from '../form/steps'
import { A_REQUEST } from './labels'

export interface ResumeOfferProps {
  /** Newest first; at least one. */
  drafts: readonly Draft[]
  mode: WizardMode
  onResume: (draft: Draft) => void
  onStartNew: () => void
  onDiscard: (draft: Draft) => void
}

const insuredOf = (draft: Draft) => draft.values.insured.legalName.trim()

/** Opening the wizard with drafts in the browser: carry on with one, throw one away, or start a new one. */
export function ResumeOffer({ drafts, mode, onResume, onStartNew, onDiscard }: ResumeOfferProps) {
  const [discarding, setDiscarding] = useState<Draft | null>(null)
  const unnamed = `${A_REQUEST[mode]} without an insured name yet`
  const offer = drafts.length === 1 ? `You have an unfinished ${mode}` : `You have ${formatCount(drafts.length)} unfinished ${mode}s`
  return (
    <div className="max-w-2xl">
      <PageHeading title={`${offer} – New ${mode}`}>{offer}</PageHeading>
      <ul className="mb-8 flex flex-col gap-4">
        {drafts.map((draft) => {
          const insured = insuredOf(draft)
          const name = insured || unnamed
          const step = STEPS.find((candidate) => candidate.id === draft.step)?.label ?? ''
          return (
            <li key={draft.id} className="rounded-md border border-slate-300 bg-white p-5">
              <p className="text-lg font-semibold">{insured ? <FreeText>{insured}</FreeText> : unnamed}</p>
              <p className="mt-1 text-slate-700">
                Last saved {formatDateTime(draft.savedAt)}, on the step “{step}”.
              </p>
              <div className="mt-4 flex flex-wrap items-center gap-4">
                <Button onClick={() => onResume(draft)}>
                  Continue the saved {mode}
                  {drafts.length > 1 && <span className="sr-only"> for {name}</span>}
                </Button>
                <Button variant="secondary" size="small" onClick={() => setDiscarding(draft)}>
                  Discard it<span className="sr-only"> ({name})</span>
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
      <Button variant="secondary" onClick={onStartNew}>
        Start a new {mode}
      </Button>
      <ConfirmDialog
        open={discarding !== null}
        title="Discard the saved draft?"
        tone="danger"
        confirmLabel="Discard it"
        cancelLabel="Keep the draft"
        onConfirm={() => {
          if (discarding) onDiscard(discarding)
          setDiscarding(null)
        }}
        onCancel={() => setDiscarding(null)}
      >
        <p>
          Every answer saved for {discarding && insuredOf(discarding) ? <FreeText>{insuredOf(discarding)}</FreeText> : `this ${mode}`} is deleted from this
          browser. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  )
}
