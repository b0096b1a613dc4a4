import { useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useSession } from '@/api/session/use-session'
import { Alert } from '@/components/ui/alert'
import { rememberedAgencyType } from '../form/agency-type'
import { discardDraft, loadDraft, type Draft } from '../form/draft'
import { emptyQuoteForm, type WizardMode } from '../form/model'
import { ResumeOffer } from './resume-offer'
import { Wizard, type WizardStart } from './wizard'

/** How the wizard was opened: `resume` goes straight into the draft (after "Continue to full quote"). */
export interface WizardLocationState {
  resume?: boolean
  carriedFrom?: string
}

const fresh = (mode: WizardMode, account: string): WizardStart => ({
  values: emptyQuoteForm(mode, rememberedAgencyType(account)),
  step: 'insured',
  reached: 'insured',
  savedAt: null,
})

function fromDraft(draft: Draft, carriedFrom?: string): WizardStart {
  const notice = carriedFrom && (
    <Alert tone="info" className="mb-6" title={`Everything from indication ${carriedFrom} is filled in`}>
      <p>Check each step and add what a quote needs: at least one vehicle and one driver.</p>
    </Alert>
  )
  return { ...draft, notice }
}

/**
 * Opens the wizard for the signed-in account. A draft is resumed at once after a reload or a return
 * from sign-in (the step is in the address); opened afresh, the person is asked first.
 */
function WizardOpening({ mode, account }: { mode: WizardMode; account: string }) {
  const [searchParams] = useSearchParams()
  const state = (useLocation().state ?? {}) as WizardLocationState
  const [draft] = useState(() => loadDraft(mode, account))
  const [start, setStart] = useState<WizardStart | null>(() => {
    if (!draft) return fresh(mode, account)
    return searchParams.has('step') || state.resume ? fromDraft(draft, state.carriedFrom) : null
  })
  if (start) return <Wizard mode={mode} account={account} start={start} />
  if (!draft) return null
  return (
    <ResumeOffer
      draft={draft}
      mode={mode}
      onResume={() => setStart(fromDraft(draft))}
      onDiscard={() => {
        discardDraft(mode, account)
        setStart(fresh(mode, account))
      }}
    />
  )
}

function WizardPage({ mode }: { mode: WizardMode }) {
  const account = useSession()?.username
  // RequireSession renders this only with a session; a new account gets a new wizard and its own drafts.
  return account ? <WizardOpening key={`${mode}:${account}`} mode={mode} account={account} /> : null
}

export function QuoteWizardPage() {
  return <WizardPage mode="quote" />
}

export function IndicationWizardPage() {
  return <WizardPage mode="indication" />
}
