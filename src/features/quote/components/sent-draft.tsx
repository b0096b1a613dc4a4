import { Link } from 'react-router'
import { Button, buttonClassName } from '@/components/ui/button'
import { Id } from '@/components/ui/id'
import { PageHeading } from '@/components/ui/page-heading'
import { indicationResultPath, quoteResultPath } from '@/domain/paths'
import type { WizardMode } from '../form/model'

/**
 * The address of a draft that was sent (the browser's Back after the result, an old tab): what it
 * became, its result, and a copy of its answers to start another from. Never its empty first step.
 */
export function SentDraft({ mode, submissionNumber, onCopy }: { mode: WizardMode; submissionNumber: string; onCopy: () => void }) {
  const resultPath = mode === 'quote' ? quoteResultPath(submissionNumber) : indicationResultPath(submissionNumber)
  return (
    <div className="max-w-2xl">
      <PageHeading title={`Already sent as ${submissionNumber}`}>
        Already sent as <Id>{submissionNumber}</Id>
      </PageHeading>
      <p className="mb-6 text-slate-800">
        This {mode} was sent: its answers no longer change. Open its result, or start a new {mode} from a copy of them.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Link to={resultPath} className={buttonClassName()}>
          Open the {mode} <Id>{submissionNumber}</Id>
        </Link>
        <Button variant="secondary" onClick={onCopy}>
          Start a copy of its answers
        </Button>
      </div>
    </div>
  )
}
