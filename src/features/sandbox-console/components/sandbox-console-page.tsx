import type { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { PageHeading } from '@/components/ui/page-heading'
import { clockQueryOptions } from '../api/get-clock'
import { deliveriesQueryOptions } from '../api/get-deliveries'
import { outboxQueryOptions } from '../api/get-outbox'
import { isSandboxQueryOptions, useIsSandboxConsole } from '../api/get-sandbox-info'
import { ClockPanel } from './clock-panel'
import { DeliveryLedgerPanel } from './delivery-ledger-panel'
import { EventDriverPanel } from './event-driver-panel'
import { OutboxPanel } from './outbox-panel'
import { ResetPanel } from './reset-panel'

/** The loader asks whether this is the sandbox and, only if so, starts reading its outbox, clock and ledger. */
export function loadSandboxConsole(queryClient: QueryClient) {
  void queryClient.fetchQuery(isSandboxQueryOptions()).then((isSandbox) => {
    if (!isSandbox) return
    void queryClient.prefetchQuery(outboxQueryOptions())
    void queryClient.prefetchQuery(clockQueryOptions())
    void queryClient.prefetchQuery(deliveriesQueryOptions())
  })
}

/** How long the ledger is watched after something that sends deliveries in the background (longer than a delivery's 10 s time-out). */
const WATCH_MS = 15_000

function SandboxTools() {
  const [watchUntil, setWatchUntil] = useState(0)
  // An event sent or the clock moved: what the ledger said of a replay before is no longer the news.
  const [consoleMoves, setConsoleMoves] = useState(0)
  const watchLedger = () => setWatchUntil(Date.now() + WATCH_MS)
  const moved = () => {
    setConsoleMoves((count) => count + 1)
    watchLedger()
  }
  return (
    <div className="flex flex-col gap-6">
      <EventDriverPanel onSent={moved} />
      <ClockPanel onMoved={moved} />
      <DeliveryLedgerPanel watchUntil={watchUntil} onReplayed={watchLedger} consoleMoves={consoleMoves} />
      <OutboxPanel />
      <ResetPanel />
    </div>
  )
}

/** A sandbox tool: it renders only when the API answers the sandbox's info call, never against a real API. */
export function SandboxConsolePage() {
  const isSandbox = useIsSandboxConsole()
  return (
    <>
      <PageHeading title="Sandbox console">Sandbox console</PageHeading>
      {isSandbox.isPending && <p role="status">Checking that this is the sandbox…</p>}
      {isSandbox.data === false && (
        <Alert tone="info" title="Only for the sandbox">
          This portal is connected to a real API. The sandbox console drives test events and moves a test clock, so it is not available here.
        </Alert>
      )}
      {isSandbox.data && (
        <>
          <Alert tone="warning" title="Sandbox tool" className="mb-6 max-w-3xl">
            Nothing here touches real policies or sends real e-mails. Webhooks go only to sandbox subscriptions.
          </Alert>
          <SandboxTools />
        </>
      )}
    </>
  )
}
