import { useEffect, useState, type ReactNode } from 'react'
import type { Path } from 'react-hook-form'
import { useBoxValue, useRedrawOnEdit } from '@/components/form/edited-values'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FreeText } from '@/components/ui/free-text'
import { LiveRegion } from '@/components/ui/live-region'
import type { CensusCarrier } from '@/domain/carrier-census/census-carrier'
import { localToday } from '@/generic/dates'
import { formatCalendarDate } from '@/generic/format'
import { listOf } from '@/generic/text'
import { useDebouncedValue } from '@/generic/use-debounced-value'
import { useCarrierLookup } from '../../api/look-up-carrier'
import { censusAnswers, fillOf, type CensusAnswer, type CensusWrite } from '../../form/census-fill'
import type { QuoteForm } from '../../form/model'
import { useWizard } from '../wizard-context'
import { CensusDetails } from './census-details'
import { CENSUS, censusProblem, TOPIC_WORDS } from './census-words'

/** How long the USDOT box holds still before it is looked up: a number half typed is a number too. */
const SETTLE_MS = 400

/** What the last action here did for a number: filled the empty answers, or replaced entered ones (with what puts them back). */
type Done = { dotNumber: string } & ({ kind: 'filled'; answers: CensusAnswer[] } | { kind: 'replaced'; answers: CensusAnswer[]; undo: CensusWrite[] })

/** The control that takes the focus after an action here, in place of the one that went. */
const PUT_BACK_ID = 'census-put-back'
const REPLACE_ID = 'census-replace'

const topics = (answers: readonly CensusAnswer[]) => listOf(answers.map((answer) => TOPIC_WORDS[answer.topic]))

/** What a replacement did: the answers it replaced, then those it filled that were empty. */
function replacedWords(answers: readonly CensusAnswer[]): string {
  const filled = answers.filter((answer) => answer.state === 'empty')
  const replaced = `Replaced with the census’s: ${topics(answers.filter((answer) => answer.state === 'differs'))}.`
  return filled.length ? `${replaced} Filled in: ${topics(filled)}.` : replaced
}

/**
 * What the lookup came to, in a live region on the step from the start (ADR 0145): "Looking up…", a
 * failure, a number not in the census, or the carrier found. Always the same node, whatever it holds;
 * each of its lines a node of its own (a key each), so a line is said whole, not the parts it changed.
 */
function LookupSaid({ children, details }: { children?: ReactNode; details?: ReactNode }) {
  return (
    <>
      <LiveRegion>{children}</LiveRegion>
      {details}
    </>
  )
}

/** The carrier's standing, said before anything else when it matters. */
function Standing({ carrier }: { carrier: CensusCarrier }) {
  const order = carrier.outOfService
  return (
    <>
      {carrier.status === 'inactive' && (
        <Alert tone="warning" title="FMCSA lists this carrier as inactive.">
          <p>Check the USDOT number with the insured before quoting.</p>
        </Alert>
      )}
      {carrier.status === 'pending' && <Alert tone="warning" title="FMCSA lists this carrier’s registration as pending." />}
      {order && order !== 'unknown' && (
        <Alert tone="warning" title={`FMCSA ordered this carrier out of service${order.since ? ` on ${formatCalendarDate(order.since)}` : ''}.`}>
          <p>
            It may not operate until the order is lifted.
            {order.reason && (
              <>
                {' '}
                FMCSA’s reason: <FreeText>{order.reason}</FreeText>.
              </>
            )}
          </p>
        </Alert>
      )}
      {order === 'unknown' && <p>FMCSA’s out-of-service orders could not be checked.</p>}
    </>
  )
}

/**
 * The insured step's lookup (ADR 0127): a USDOT number typed is looked up in FMCSA's census in the
 * background, and what the census has is offered in one action. Nothing is written without it; an
 * answer the person entered otherwise is replaced only when they say, and can be put back. A slow,
 * failing or absent census only says so: the step asks as it always did.
 */
export function CensusPanel() {
  const { form, mode, touched, continuePast } = useWizard()
  const typed = String(useBoxValue('insured.dotNumber') ?? '')
  const [settled] = useDebouncedValue(typed, SETTLE_MS)
  const lookup = useCarrierLookup(settled)
  useRedrawOnEdit('change', (name) => /^(insured|garage|mailing|limits)\./.test(name))
  const [lastDone, setDone] = useState<Done | null>(null)
  // A new object each time, so that the same control is focused again after another action.
  const [focusNext, setFocusNext] = useState<{ id: string } | null>(null)
  useEffect(() => {
    if (focusNext) document.getElementById(focusNext.id)?.focus()
  }, [focusNext])

  if (!lookup.dotNumber || lookup.data === null) return <LookupSaid />
  const number = lookup.dotNumber
  const done = lastDone?.dotNumber === number ? lastDone : null
  if (lookup.isPending || (lookup.isError && lookup.isFetching)) {
    return (
      <LookupSaid>
        <p key="looking" className="text-slate-700">
          {lookup.fetchStatus === 'paused'
            ? `You are offline: ${CENSUS} is looked up once the connection is back.`
            : `Looking up USDOT number ${number} in ${CENSUS}…`}
        </p>
      </LookupSaid>
    )
  }
  if (lookup.isError) {
    return (
      <LookupSaid>
        <Alert key="failed" tone="warning" title={censusProblem(lookup.error)}>
          <p>Enter the details yourself, or look it up again.</p>
          <Button variant="secondary" size="small" className="mt-2" onClick={() => void lookup.refetch()}>
            Look it up again
          </Button>
        </Alert>
      </LookupSaid>
    )
  }
  if (lookup.data.kind === 'not found') {
    return (
      <LookupSaid>
        <p key="not-found">
          USDOT number {number} is not in {CENSUS}. Check the number, or enter the details yourself.
        </p>
      </LookupSaid>
    )
  }

  const { carrier } = lookup.data
  const values = form.getValues()
  const today = localToday()
  const answers = censusAnswers(values, carrier, { mode, today })
  const empty = answers.filter((answer) => answer.state === 'empty')
  const differing = answers.filter((answer) => answer.state === 'differs')
  const write = (writes: readonly CensusWrite[]) => {
    for (const { path, value } of writes) form.setValue(path as Path<QuoteForm>, value as never)
    touched()
  }
  const fill = (chosen: CensusAnswer[], then: 'continue' | 'stay') => {
    const { writes, undo } = fillOf(chosen, values)
    write(writes)
    if (then === 'continue') return continuePast(['addresses'])
    const replaced = chosen.some((answer) => answer.state === 'differs')
    setDone(replaced ? { dotNumber: number, kind: 'replaced', answers: chosen, undo } : { dotNumber: number, kind: 'filled', answers: chosen })
    setFocusNext({ id: replaced ? PUT_BACK_ID : REPLACE_ID })
  }
  const putBack = (undo: readonly CensusWrite[]) => {
    write(undo)
    setDone(null)
    setFocusNext({ id: REPLACE_ID })
  }

  return (
    <LookupSaid
      details={
        <section aria-labelledby="census-heading" className="flex flex-col gap-3 rounded-md border border-slate-300 bg-slate-50 p-4">
          <h2 id="census-heading" className="text-lg font-bold">
            From {CENSUS}
          </h2>
          <p>
            Company Census File on data.transportation.gov.{' '}
            {carrier.lastFiledOn ? `The carrier last filed its details on ${formatCalendarDate(carrier.lastFiledOn)}.` : 'It gives no date of the last filing.'}
          </p>
          <Standing carrier={carrier} />
          <CensusDetails carrier={carrier} answers={answers} values={values} today={today} />
          <LiveRegion>
            {done?.kind === 'replaced' && replacedWords(done.answers)}
            {done?.kind === 'filled' && `Filled in from the census: ${topics(done.answers)}.`}
            {!done && empty.length === 0 && differing.length === 0 && 'Your answers match the census.'}
            {!done && differing.length > 0 && `The census differs from what you entered for ${topics(differing)}.`}
          </LiveRegion>
          <div className="flex flex-wrap gap-3">
            {done?.kind === 'replaced' && (
              <Button id={PUT_BACK_ID} variant="secondary" onClick={() => putBack(done.undo)}>
                Put back what you entered
              </Button>
            )}
            {!done && differing.length === 0 && empty.length > 0 && <Button onClick={() => fill(empty, 'continue')}>Use these details and continue</Button>}
            {done?.kind !== 'replaced' && differing.length > 0 && (
              <Button id={REPLACE_ID} onClick={() => fill([...differing, ...empty], 'stay')}>
                Replace your answers with these
              </Button>
            )}
            {!done && differing.length > 0 && empty.length > 0 && (
              <Button variant="secondary" onClick={() => fill(empty, 'stay')}>
                Fill in only the empty answers
              </Button>
            )}
          </div>
        </section>
      }
    >
      <span key="found" className="sr-only">
        {/* Heard only: plain text (a FreeText's isolation is for the eye, and a clipped one reads as cut off). */}
        USDOT number {number} found in {CENSUS}: {carrier.legalName}.
      </span>
    </LookupSaid>
  )
}
