import { useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useSession } from '@/api/session/use-session'
import { Alert } from '@/components/ui/alert'
import { Id } from '@/components/ui/id'
import { rememberedAgencyType } from '../form/agency-type'
import { newDraftId, sentDraftOf } from '@/domain/wizard-drafts'
import { copyOfSentDraft, discardDraft, listDrafts, loadDraft, type Draft } from '../form/draft'
import { emptyQuoteForm, type WizardMode } from '../form/model'
import { ResumeOffer } from './resume-offer'
import { SentDraft } from './sent-draft'
import { countOf } from '@/generic/text'
import { Wizard, type WizardStart } from './wizard'

/** How the wizard was opened: from an indication's "Continue to full quote". */
export interface WizardLocationState {
  carriedFrom?: string
}

const fresh = (mode: WizardMode, account: string, draftId: string): WizardStart => ({
  draftId,
  version: null,
  values: emptyQuoteForm(mode, rememberedAgencyType(account)),
  step: 'insured',
  reached: 'insured',
  savedAt: null,
})

const counted = (count: number | string | null, noun: string) => (typeof count === 'number' ? countOf(count, noun) : null)

function fromDraft(draft: Draft, carriedFrom?: string): WizardStart {
  const { trucks, trailers } = draft.values.limits
  const units = [counted(trucks, 'trucks'), counted(trailers || null, 'trailers')].filter(Boolean).join(' and ')
  const notice = carriedFrom && (
    <Alert
      tone="info"
      className="mb-6"
      title={
        <>
          Everything from indication <Id>{carriedFrom}</Id> is filled in
        </>
      }
    >
      <p>
        A quote is rated on its schedule: add each vehicle and trailer{units && ` (the indication counted ${units})`} and each driver, then check the other
        steps.
      </p>
    </Alert>
  )
  return { ...draft, draftId: draft.id, version: { writer: draft.writer, savedAt: draft.savedAt }, notice }
}

/**
 * Opens the wizard for the signed-in account. With a draft in the address (a reload, a return from
 * sign-in, an indication carried into a quote) it carries on with that draft at once; opened afresh,
 * it offers the account's unfinished drafts, or starts a new one when there are none.
 */
function WizardOpening({ mode, account }: { mode: WizardMode; account: string }) {
  const [searchParams] = useSearchParams()
  const state = (useLocation().state ?? {}) as WizardLocationState
  const addressed = searchParams.get('draft')
  const [drafts, setDrafts] = useState(() => (addressed ? [] : listDrafts(mode, account)))
  const [sent] = useState(() => (addressed && !loadDraft(mode, account, addressed) ? sentDraftOf(mode, account, addressed) : null))
  const [start, setStart] = useState<WizardStart | null>(() => {
    if (sent) return null
    if (addressed) {
      const draft = loadDraft(mode, account, addressed)
      return draft ? fromDraft(draft, state.carriedFrom) : fresh(mode, account, addressed)
    }
    return drafts.length === 0 ? fresh(mode, account, newDraftId()) : null
  })
  // The wizard puts its draft and step into the address.
  if (start) return <Wizard mode={mode} account={account} start={start} />
  if (sent)
    return <SentDraft mode={mode} submissionNumber={sent.submissionNumber} onCopy={() => setStart(fromDraft(copyOfSentDraft(mode, account, sent.values)))} />
  return (
    <ResumeOffer
      drafts={drafts}
      mode={mode}
      onResume={(draft) => setStart(fromDraft(draft))}
      onStartNew={() => setStart(fresh(mode, account, newDraftId()))}
      onDiscard={(draft) => {
        discardDraft(mode, account, draft.id)
        const left = drafts.filter((other) => other.id !== draft.id)
        setDrafts(left)
        if (left.length === 0) setStart(fresh(mode, account, newDraftId()))
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
