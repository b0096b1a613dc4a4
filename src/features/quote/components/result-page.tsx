import { useMemo, useState } from 'react'
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { findSubmission, type SubmissionKind, type SubmissionRecord } from '@/domain/recent-submissions'
import { useSession } from '@/api/session/use-session'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClassName } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { FreeText } from '@/components/ui/free-text'
import { Id } from '@/components/ui/id'
import { PageHeading } from '@/components/ui/page-heading'
import { formatCalendarDate, formatDateTime } from '@/generic/format'
import { paths } from '@/domain/paths'
import { FIGURE_WORDS } from '@/domain/quote-figures'
import { usStateName } from '@/generic/us-states'
import { carryIndicationToQuote } from '../carry-to-quote'
import { restoreValues } from '../form/draft'
import { indicationAnswersLeftBehind } from '../form/left-behind'
import { NOT_CARRIED } from './carried-notice'
import { LeftBehindList } from './left-behind-list'
import { quotedCoverages } from '../quoted-coverages'
import { CoverageTable } from './coverage-table'
import { CoverageTaxes } from './coverage-taxes'
import { FiguresExplained } from './figures-explained'
import { InsuredPrintout } from './insured-printout'
import { ResultSchedules } from './result-schedules'
import { wizardSearch } from '@/domain/wizard-drafts'
import './result-print.css'
import { LiveRegion } from '@/components/ui/live-region'

/** Only a web address is opened from a response; anything else (a `javascript:` URL) is not linked. */
function safeDocumentUrl(url: string | null): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url, window.location.origin)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

function ContinueToQuote({ account, record }: { account: string; record: SubmissionRecord }) {
  const navigate = useNavigate()
  const [notSaved, setNotSaved] = useState(false)
  if (record.entered === undefined) {
    return <p className="text-slate-700">The answers behind this indication are no longer kept in this browser, so they cannot be carried into a quote.</p>
  }
  const carry = () => {
    const draftId = carryIndicationToQuote(account, record)
    setNotSaved(draftId === null)
    if (draftId !== null) void navigate({ pathname: paths.newQuote, search: wizardSearch(draftId) })
  }
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button onClick={carry}>Continue to full quote</Button>
      </div>
      <LiveRegion>
        {notSaved && (
          <p className="font-semibold text-red-700">
            Could not save a draft in this browser (its storage is full or turned off), so the answers cannot be carried into a quote.
          </p>
        )}
      </LiveRegion>
      <NotCarriedToQuote entered={record.entered} />
    </div>
  )
}

/** Said before carrying (issue 39): the indication's answers a quote cannot take, each beside what the quote has instead. */
function NotCarriedToQuote({ entered }: { entered: unknown }) {
  const rows = indicationAnswersLeftBehind(restoreValues(entered, 'indication'))
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="not-carried-heading" className="max-w-3xl">
      <h2 id="not-carried-heading" className="mb-1 text-lg font-bold">
        Not carried to a full quote
      </h2>
      <p className="mb-2 text-slate-800">{NOT_CARRIED}</p>
      <LeftBehindList rows={rows} indicationLabel="This indication" quoteLabel="A full quote" />
    </section>
  )
}

/** The wizard's answer that this browser refused to keep (storage full or turned off): said before it is lost with the tab. */
function NotKept({ noun }: { noun: string }) {
  return (
    <Alert tone="warning" role="alert" title="Not kept in this browser" className="mb-8 print:hidden">
      <div className="space-y-3">
        <p>
          This browser cannot keep this {noun}: its storage is full or turned off. Closing this tab loses it. Copy the submission number and print the {noun}
          now.
        </p>
        <Button variant="secondary" onClick={() => window.print()}>
          Print this {noun}
        </Button>
      </div>
    </Alert>
  )
}

function ResultPage({ kind }: { kind: SubmissionKind }) {
  const { submissionNumber = '' } = useParams()
  // Which result of this number, when several were kept (a sandbox reset reuses numbers): the newest without it.
  const receivedAt = useSearchParams()[0].get('received') ?? undefined
  const account = useSession()?.username ?? ''
  const passed = (useLocation().state as { record?: SubmissionRecord } | null)?.record
  // Read from storage once per result, not on every render; the one the wizard passed when the browser refused to keep it.
  const kept = useMemo(() => findSubmission(account, kind, submissionNumber, receivedAt), [account, kind, submissionNumber, receivedAt])
  const record = kept ?? (passed?.submissionNumber === submissionNumber ? passed : undefined)
  const noun = kind === 'quote' ? 'Quote' : 'Indication'

  if (!record) {
    return (
      <div className="max-w-2xl">
        <PageHeading title={`${noun} ${submissionNumber}`}>
          {noun} <Id>{submissionNumber}</Id>
        </PageHeading>
        <Alert tone="warning" title="This result is not kept in this browser">
          <p>Results are kept in the browser they were received in, for the account that asked. Sign in there, or look the submission up with underwriting.</p>
        </Alert>
        <p className="mt-6">
          <Link to={paths.home}>Go to the home page</Link>
        </p>
      </div>
    )
  }

  const pdf = safeDocumentUrl(record.quotePdf)
  return (
    <>
      <div id="submission-result" className="max-w-5xl">
        <PageHeading title={`${noun} for ${record.insuredName}, ${record.submissionNumber}`}>
          {noun} for <FreeText>{record.insuredName}</FreeText>
        </PageHeading>
        <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="rounded-full bg-green-100 px-3 py-1 font-semibold text-green-900">{record.status}</span>
          <span>
            Submission number{' '}
            <span className="font-mono text-lg font-bold" data-testid="submission-number">
              <Id>{record.submissionNumber}</Id>
            </span>
          </span>
        </p>
        {/* The main actions come first, in the first screenful at 1280 and 390 px; the figures follow. */}
        <div className="mb-8 flex flex-col gap-3 print:hidden">
          <div className="flex flex-wrap items-center gap-3">
            {pdf && (
              <a href={pdf} target="_blank" rel="noopener noreferrer" className={buttonClassName()}>
                Open the quote PDF<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
            <CopyButton text={record.submissionNumber} label="Copy the number" />
            <Button variant="secondary" onClick={() => window.print()}>
              Print for the insured
            </Button>
          </div>
          {kind === 'indication' && <ContinueToQuote account={account} record={record} />}
        </div>
        {!kept && <NotKept noun={noun.toLowerCase()} />}
        <dl className="mb-8 grid gap-x-8 gap-y-3 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">Garage state</dt>
          <dd>{usStateName(record.garageState) ?? record.garageState}</dd>
          <dt className="font-semibold">Effective date</dt>
          <dd>{formatCalendarDate(record.effectiveDate)}</dd>
          <dt className="font-semibold">Received</dt>
          <dd>{formatDateTime(record.receivedAt)}</dd>
        </dl>
        <h2 className="mb-3 text-xl font-bold">{kind === 'quote' ? FIGURE_WORDS.heading : FIGURE_WORDS.headingBeforeFees}</h2>
        <CoverageTable quoted={quotedCoverages(record)} />
        <FiguresExplained kind={kind} />
        <CoverageTaxes record={record} />
        <ResultSchedules record={record} />
        <p className="mt-8 print:hidden">
          <Link to={kind === 'quote' ? paths.newQuote : paths.newIndication}>Start another {kind}</Link>
        </p>
      </div>
      <InsuredPrintout record={record} />
    </>
  )
}

export function QuoteResultPage() {
  return <ResultPage kind="quote" />
}

export function IndicationResultPage() {
  return <ResultPage kind="indication" />
}
