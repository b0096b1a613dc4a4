import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { PageHeading } from '@/components/ui/page-heading'
import { formatDateTime } from '@/lib/format'
import type { Draft } from '../form/draft'
import type { WizardMode } from '../form/model'
import { STEPS } from '../form/steps'

/** Opening the wizard with a draft in the browser: carry on with it, or throw it away and start again. */
export function ResumeOffer({ draft, mode, onResume, onDiscard }: { draft: Draft; mode: WizardMode; onResume: () => void; onDiscard: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const insured = draft.values.insured.legalName.trim()
  const step = STEPS.find((candidate) => candidate.id === draft.step)?.label ?? ''
  return (
    <div className="max-w-2xl">
      <PageHeading title={`New ${mode}`}>You have an unfinished {mode}</PageHeading>
      <div className="mb-8 rounded-md border border-slate-300 bg-white p-5">
        <p className="text-lg font-semibold">{insured || `A ${mode} without an insured name yet`}</p>
        <p className="mt-1 text-slate-700">
          Last saved {formatDateTime(draft.savedAt)}, on the step “{step}”.
        </p>
      </div>
      <div className="flex flex-wrap gap-4">
        <Button onClick={onResume}>Continue the saved {mode}</Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Discard it and start a new {mode}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Discard the saved draft?"
        tone="danger"
        confirmLabel="Discard and start again"
        cancelLabel="Keep the draft"
        onConfirm={onDiscard}
        onCancel={() => setConfirming(false)}
      >
        <p>Every answer saved for {insured || `this ${mode}`} is deleted from this browser. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  )
}
