import { useEffect, useRef, useState } from 'react'
import { readRunRefusal, settlementOf } from '@/api/batch-settlement'
import { apiRequest } from '@/api/client'
import { addDriverResponseSchema, addTrailerResponseSchema, updateVehicleResponseSchema } from '@/contract/submission-edits'
import { useSend } from '@/api/use-send'
import { createBatchRunner, type BatchRunner } from '@/generic/batch-run/batch-runner'
import { reloadedBatchRun, type Settlement } from '@/generic/batch-run/batch-state'
import { forgetEndorsement, keepEndorsement, readEndorsement, type Endorsement, type EndorsementPayload, type EndorsementResult } from '../endorsement-records'
import { ENDORSEMENT_KINDS, type EndorsementKind } from '../forms/endorsement-kinds'
import type { SubmissionRef } from '../forms/submission-ref'
import { recordChange } from '../workspace-records'
import { endorsementRequest } from './endorsement-request'

/**
 * One row of an endorsement from a spreadsheet, read by its kind's answer. A 429 is handed back at once
 * (`onRateLimit: 'answer'`, with its `Retry-After`): the run waits it out for every row, and says so.
 */
async function sendRow(ref: SubmissionRef, kind: EndorsementKind, payload: EndorsementPayload): Promise<EndorsementResult> {
  const request = { ...endorsementRequest(ref, kind, payload), onRateLimit: 'answer' as const, readErrorBody: readRunRefusal }
  switch (kind) {
    case 'drivers': {
      const answer = await apiRequest({ ...request, responseSchema: addDriverResponseSchema })
      return { id: answer.driver_id, submissionNumber: answer.submission_number }
    }
    case 'trailers': {
      const answer = await apiRequest({ ...request, responseSchema: addTrailerResponseSchema })
      return { id: answer.trailer_id, submissionNumber: answer.submission_number }
    }
    case 'vehicle-updates': {
      const answer = await apiRequest({ ...request, responseSchema: updateVehicleResponseSchema })
      return { id: answer.vehicle_id, submissionNumber: answer.submission_number, updatedFields: answer.updated_fields }
    }
  }
}

/** A row on its way when the page went: sent, and its answer is not known (the kind's word for done ends it). */
const lostAnswer = (done: string) => `Sent, but its answer was lost when the page was reloaded or closed. It may have been ${done}.`

/** A run open on this page: the batch's runner (`runner.kept` says whether the browser kept its last change). */
export interface EndorsementRun {
  endorsement: Omit<Endorsement, 'batch'>
  runner: BatchRunner<EndorsementPayload, EndorsementResult>
  /**
   * The page is going (a reload, a tab closed): no new row leaves, and a row whose request dies with the
   * page is not confirmed for that reason, not for a connection that failed.
   */
  leave(): void
  /** Sends what is left (the person's Send or Resume): the page is staying. */
  resume(): void
  close(): void
}

function openRun(account: string, ref: SubmissionRef, { batch, ...endorsement }: Endorsement, recovering: boolean): EndorsementRun {
  const kind = ENDORSEMENT_KINDS[endorsement.kind]
  let leaving = false
  // A 404 names the row's vehicle too: the service says the same for an unknown vehicle as for the transaction.
  const wordsFor = (payload: EndorsementPayload) => ({
    notFound: (message: string) =>
      `The service found no ${payload.recordId === undefined ? '' : `vehicle ${payload.recordId} on `}submission ${ref.displayId}, transaction ${ref.transactionId}, open to changes: “${message}” No more rows were sent.`,
  })
  async function settle(payload: EndorsementPayload): Promise<Settlement<EndorsementResult>> {
    let result: EndorsementResult
    try {
      result = await sendRow(ref, endorsement.kind, payload)
    } catch (error) {
      const settlement = settlementOf<EndorsementResult>(error, wordsFor(payload))
      return leaving && settlement.kind === 'unconfirmed' ? { kind: 'unconfirmed', why: lostAnswer(kind.words.done) } : settlement
    }
    // Outside the try: what happens here after the service's answer can never turn a change made into a failed one.
    recordChange(account, ref, {
      kind: kind.change,
      at: new Date().toISOString(),
      recordId: result.id,
      submissionNumber: result.submissionNumber,
      described: payload.described,
      updatedFields: result.updatedFields ?? [],
    })
    return { kind: 'succeeded', result }
  }
  // Kept at once too: a batch prepared and not yet sent survives a reload, and a browser that refuses says so now.
  const runner = createBatchRunner({
    initial: recovering ? reloadedBatchRun(batch, lostAnswer(kind.words.done)) : batch,
    send: settle,
    save: (next) => keepEndorsement(account, ref, { ...endorsement, batch: next }),
  })
  return {
    endorsement,
    runner,
    leave() {
      leaving = true
      runner.pause()
    },
    resume() {
      leaving = false
      runner.start()
    },
    close() {
      // Leaving the page pauses the run: the next visit (or another tab) resumes it from what was kept.
      runner.pause()
      runner.dispose()
    },
  }
}

/**
 * The endorsement run of a transaction on this page, while this tab holds its lease: the batch kept
 * here (read back after a reload: a row that was on its way is not confirmed), `begin` for a new one,
 * and `start`, the one send control of the run (ADR 0049: "Send N" and "Resume" go through its latch).
 */
export function useEndorsementRun(account: string, ref: SubmissionRef, leaseHeld: boolean) {
  const [run, setRun] = useState<EndorsementRun | null>(null)
  const current = useRef<EndorsementRun | null>(null)
  const { displayId, transactionId } = ref
  useEffect(() => {
    if (!leaseHeld) return undefined
    const stored = readEndorsement(account, { displayId, transactionId })
    current.current = stored ? openRun(account, { displayId, transactionId }, stored, true) : null
    setRun(current.current)
    // A page going away sends no new row (a reload aborts those on their way first, which frees their
    // places): they are read back as not confirmed, their answer lost with the page.
    const leaving = () => current.current?.leave()
    window.addEventListener('beforeunload', leaving)
    window.addEventListener('pagehide', leaving)
    return () => {
      window.removeEventListener('beforeunload', leaving)
      window.removeEventListener('pagehide', leaving)
      current.current?.close()
      current.current = null
    }
  }, [account, displayId, transactionId, leaseHeld])
  const replace = (next: EndorsementRun | null) => {
    current.current?.close()
    current.current = next
    setRun(next)
  }
  const start = useSend({
    mutationFn: async (target: EndorsementRun) => target.resume(),
    repeatable: true,
    // The run keeps every row's answer and says why it paused: an ended session included.
    interrupted: 'told-by-screen',
  })
  return {
    run,
    start,
    begin: (endorsement: Endorsement) => replace(openRun(account, ref, endorsement, false)),
    /** The batch leaves this browser (its outcomes with it); false when the browser refused. */
    discard: () => {
      replace(null)
      return forgetEndorsement(account, ref)
    },
  }
}
