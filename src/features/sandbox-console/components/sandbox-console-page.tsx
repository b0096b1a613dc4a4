import type { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { describeError } from '@/api/error-message'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PageHeading } from '@/components/ui/page-heading'
import { formatDateTime } from '@/lib/format'
import { useAdvanceSandboxClock } from '../api/advance-clock'
import { clockQueryOptions, useSandboxClock } from '../api/get-clock'
import { outboxQueryOptions, useOutbox } from '../api/get-outbox'
import { useResetSandbox } from '../api/reset-sandbox'

/** The route's loader starts reading the outbox and the clock while this screen's code is still on its way. */
export function loadSandboxConsole(queryClient: QueryClient) {
  void queryClient.prefetchQuery(outboxQueryOptions())
  void queryClient.prefetchQuery(clockQueryOptions())
}

const CLOCK_STEPS = [
  { seconds: 3600, label: 'Advance 1 hour' },
  { seconds: 86_400, label: 'Advance 1 day' },
]

function ClockPanel() {
  const clock = useSandboxClock()
  const advance = useAdvanceSandboxClock()
  return (
    <section aria-labelledby="clock-heading" className="rounded-md border border-slate-300 bg-white p-5">
      <h2 id="clock-heading" className="text-xl font-bold">Clock</h2>
      <p className="mt-2">
        Sandbox time: <strong>{clock.data ? formatDateTime(clock.data.now) : '…'}</strong>. Token expiry, notice dates and delivery retries follow it.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {CLOCK_STEPS.map((step) => (
          <Button key={step.seconds} variant="secondary" busy={advance.isPending} onClick={() => advance.mutate(step.seconds)}>
            {step.label}
          </Button>
        ))}
      </div>
      {advance.error && <p className="mt-2 text-red-700">{describeError(advance.error)}</p>}
    </section>
  )
}

function ResetPanel() {
  const reset = useResetSandbox()
  const [confirming, setConfirming] = useState(false)
  return (
    <section aria-labelledby="reset-heading" className="rounded-md border border-slate-300 bg-white p-5">
      <h2 id="reset-heading" className="text-xl font-bold">Fixtures</h2>
      <p className="mt-2">Reset puts accounts, submissions, notes and subscriptions back as they were seeded. Whoever is signed in stays signed in, and the clock is kept.</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {confirming ? (
          <>
            <Button variant="danger" busy={reset.isPending} onClick={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}>
              Yes, reset the sandbox
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep the data
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Reset the sandbox…
          </Button>
        )}
      </div>
      <div role="status" className="mt-2">
        {reset.isSuccess && !confirming && <p>The sandbox is back to its fixtures.</p>}
      </div>
    </section>
  )
}

function OutboxPanel() {
  const outbox = useOutbox()
  return (
    <section id="outbox" aria-labelledby="outbox-heading" className="rounded-md border border-slate-300 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="outbox-heading" className="text-xl font-bold">Outbox</h2>
        <Button variant="secondary" busy={outbox.isFetching} onClick={() => void outbox.refetch()}>
          Refresh
        </Button>
      </div>
      <p className="mt-2">E-mails the sandbox would have sent, newest first.</p>
      {outbox.error && <Alert tone="error" className="mt-3">{describeError(outbox.error)}</Alert>}
      {outbox.data?.length === 0 && <p className="mt-3 text-slate-700">No e-mails yet.</p>}
      <ol className="mt-3 space-y-3">
        {outbox.data?.map((email) => (
          <li key={`${email.sent_at}-${email.to}`} className="rounded-md border border-slate-300 p-4">
            <p className="font-semibold">{email.subject}</p>
            <p className="text-sm text-slate-700">
              To {email.to} · {formatDateTime(email.sent_at)}
            </p>
            <p className="mt-2 whitespace-pre-wrap">{email.body}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

export function SandboxConsolePage() {
  return (
    <>
      <PageHeading title="Sandbox console">Sandbox console</PageHeading>
      <p className="mb-6 max-w-3xl">
        This portal is connected to the sandbox: a working copy of the submission API with seeded data. Nothing here touches real policies.
      </p>
      <div className="grid gap-6">
        <OutboxPanel />
        <ClockPanel />
        <ResetPanel />
      </div>
    </>
  )
}
