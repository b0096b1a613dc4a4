import { useState } from 'react'
import { Link } from 'react-router'
import { FreeText } from '@/components/ui/free-text'
import { formatDateTime } from '@/generic/format'
import { paths } from '@/domain/paths'
import { draftSummaries, WIZARD_STEP_LABELS, wizardSearch, type DraftSummary } from '@/domain/wizard-drafts'

const SHOWN = 10

function Title({ mode, insuredName }: DraftSummary) {
  const noun = mode === 'quote' ? 'Quote' : 'Indication'
  if (!insuredName) return `${noun} without an insured name yet`
  return (
    <>
      {noun} for <FreeText>{insuredName}</FreeText>
    </>
  )
}

/** The account's unfinished quotes and indications in this browser, newest first, each opening where it was left. */
export function UnfinishedDrafts({ account }: { account: string }) {
  const [drafts] = useState(() => draftSummaries(account).slice(0, SHOWN))
  return (
    <section aria-labelledby="drafts-heading">
      <h2 id="drafts-heading" className="mb-2 text-xl font-bold">
        Unfinished drafts
      </h2>
      <p className="mb-4 text-slate-700">Newest first. Kept in this browser for 30 days.</p>
      {drafts.length === 0 ? (
        <p>None yet: a quote or indication you start is saved here as you type.</p>
      ) : (
        <ul className="divide-y divide-slate-300 rounded-md border border-slate-300 bg-white">
          {drafts.map((draft) => (
            <li key={`${draft.mode}-${draft.id}`} className="flex flex-col gap-1 px-4 py-3">
              <Link to={`${draft.mode === 'quote' ? paths.newQuote : paths.newIndication}${wizardSearch(draft.id)}`} className="font-semibold">
                <Title {...draft} />
              </Link>
              <span className="text-sm text-slate-700">
                On the step “{WIZARD_STEP_LABELS[draft.step]}” · saved {formatDateTime(draft.savedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
