import { useEffect, useState } from 'react'
import type { Send } from '@/api/use-send'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { MessageText } from '@/components/ui/id'
import { countBatchRun, timeLeftMs, type BatchRunState } from '@/generic/batch-run/batch-state'
import { countOf, formatCount } from '@/generic/text'
import type { EndorsementRun } from '../api/endorsement-run'
import { capitalized } from '../endorsement-report'
import type { RunWords } from '../forms/endorsement-kinds'
import { LiveRegion } from '@/components/ui/live-region'

const seconds = (ms: number) => countOf(Math.max(1, Math.ceil(ms / 1000)), 'seconds')

/** Ticks once a second while the run waits or goes, so the time left and the wait count down. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!ticking) return undefined
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [ticking])
  return now
}

/**
 * Where the run stands, in one sentence for the live region: said when it changes, not at every row.
 * A pause or stop with a reason is said by its alert instead.
 */
function statusSentence(batch: BatchRunState<unknown, unknown>, noun: string): string {
  const { left, held } = countBatchRun(batch)
  switch (batch.status.kind) {
    case 'ready':
      return left > 0 ? `Ready to send ${countOf(left, noun)}.` : 'Every row sent is answered.'
    case 'running':
      return 'Sending, two rows at a time.'
    case 'waiting':
      return 'The service asked to slow down: waiting before the next row.'
    case 'paused':
      return batch.status.reason ? '' : 'Paused. Nothing more is sent until you resume.'
    case 'stopped':
      return batch.status.reason ? '' : 'Stopped. Nothing more is sent.'
    case 'finished':
      return held > 0 ? `Finished: every row sent is answered. ${countOf(held, 'rows')} not sent.` : 'Finished: every row is answered.'
  }
}

export interface EndorsementProgressProps {
  run: EndorsementRun
  batch: BatchRunState<unknown, unknown>
  start: Send<EndorsementRun, void>
  noun: string
  words: RunWords
}

/** The run's progress bar, counts and time left, and its controls: Send N, Pause, Resume, Stop. */
export function EndorsementProgress({ run, batch, start, noun, words }: EndorsementProgressProps) {
  const counts = countBatchRun(batch)
  const { status } = batch
  const active = status.kind === 'running' || status.kind === 'waiting'
  const now = useNow(active)
  const left = active ? timeLeftMs(batch, now) : null
  const toSend = counts.total - counts.held
  const answered = toSend - counts.left
  const send = () => start.send(run)
  return (
    <section aria-labelledby="run-heading" className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4">
      <h2 id="run-heading" className="text-xl font-bold">
        Send the rows
      </h2>
      <div className="flex flex-col gap-2">
        <label htmlFor="run-progress" className="font-semibold text-slate-900">
          {answered} of {countOf(toSend, noun)} answered
        </label>
        <progress id="run-progress" max={toSend} value={answered} className="h-4 w-full accent-brand-700" />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-6">
        {(
          [
            ['Sent', counts.sent],
            [capitalized(words.done), counts.succeeded],
            ['Refused', counts.refused],
            ['Not confirmed', counts.unconfirmed],
            ['Not sent', counts.held],
            ['Left', counts.left],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="flex gap-2 sm:flex-col sm:gap-0">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-semibold text-slate-900">{formatCount(count)}</dd>
          </div>
        ))}
      </dl>
      <LiveRegion className="font-semibold text-slate-900">{statusSentence(batch, noun)}</LiveRegion>
      {status.kind === 'waiting' && <p className="text-slate-800">Going on in {seconds(status.until - now)}.</p>}
      {left !== null && counts.left > 0 && <p className="text-slate-800">About {seconds(left)} left.</p>}
      {(status.kind === 'stopped' || status.kind === 'paused') && status.reason && (
        <Alert tone={status.kind === 'stopped' ? 'error' : 'warning'} role="alert" title={status.kind === 'stopped' ? 'The run stopped' : 'The run paused'}>
          {/* The run's own words around the service's: each id in them kept whole. */}
          <p className="free-text">
            <MessageText>{status.reason}</MessageText>
          </p>
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        {status.kind === 'ready' && counts.left > 0 && (
          <Button onClick={send} busy={start.busy}>
            Send {countOf(counts.left, noun)}
          </Button>
        )}
        {(status.kind === 'paused' || status.kind === 'stopped') && counts.left > 0 && (
          <Button onClick={send} busy={start.busy}>
            Resume: send {countOf(counts.left, noun)} left
          </Button>
        )}
        {active && (
          <>
            <Button variant="secondary" onClick={() => run.runner.pause()}>
              Pause
            </Button>
            <Button variant="secondary" onClick={() => run.runner.stop()}>
              Stop
            </Button>
          </>
        )}
      </div>
    </section>
  )
}
