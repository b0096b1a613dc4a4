import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useSession } from '@/api/session/use-session'
import { rememberedAgencyType } from '../form/agency-type'
import { newDraftId, sentDraftOf } from '@/domain/wizard-drafts'
import { copyOfSentDraft, discardDraft, listDrafts, loadDraft, type Draft } from '../form/draft'
import { emptyQuoteForm, type WizardMode } from '../form/model'
import { ResumeOffer } from './resume-offer'
import { SentDraft } from './sent-draft'
import { Wizard, type WizardStart } from './wizard'

const fresh = (mode: WizardMode, account: string, draftId: string): WizardStart => {
  const values = emptyQuoteForm(mode, rememberedAgencyType(account))
  return { draftId, version: null, values, step: 'insured', reached: 'insured', savedAt: null, origin: { agencyType: values.agencyType } }
}

const fromDraft = (draft: Draft): WizardStart => ({ ...draft, draftId: draft.id, version: { writer: draft.writer, savedAt: draft.savedAt } })

/**
 * Opens the wizard for the signed-in account. With a draft in the address (a reload, a return from
 * sign-in, an indication carried into a quote) it carries on with that draft at once; opened afresh,
 * it offers the account's unfinished drafts, or starts a new one when there are none.
 */
function WizardOpening({ mode, account }: { mode: WizardMode; account: string }) {
  const [searchParams] = useSearchParams()
  const addressed = searchParams.get('draft')
  const [drafts, setDrafts] = useState(() => (addressed ? [] : listDrafts(mode, account)))
  const [sent] = useState(() => (addressed && !loadDraft(mode, account, addressed) ? sentDraftOf(mode, account, addressed) : null))
  const [start, setStart] = useState<WizardStart | null>(() => {
    if (sent) return null
    if (addressed) {
      const draft = loadDraft(mode, account, addressed)
      return draft ? fromDraft(draft) : fresh(mode, account, addressed)
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
