import type { QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { WebhookSubscription } from '@/contract/webhooks'
import { NotFoundError } from '@/api/errors'
import { useIsSandbox } from '@/api/sandbox-info'
import { describeError } from '@/api/error-message'
import { LoadFailure } from '@/components/ui/load-failure'
import { Alert } from '@/components/ui/alert'
import { buttonClassName } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FreeText } from '@/components/ui/free-text'
import { LiveRegion } from '@/components/ui/live-region'
import { PageHeading } from '@/components/ui/page-heading'
import { paths } from '@/domain/paths'
import { useDeleteSubscription } from '../api/delete-subscription'
import { subscriptionsQueryOptions, useSubscriptions } from '../api/list-subscriptions'
import { useRotateSecret } from '../api/rotate-secret'
import { useUpdateSubscription } from '../api/update-subscription'
import { pausedOutcome, resumedOutcome } from '../pause-words'
import { RotateExplanation } from './rotate-explanation'
import { useSecretDialog } from './secret-dialog'
import { SubscriptionCard, type CardActions } from './subscription-card'
import { useWebhooksNotice } from './webhooks-notice'
import { WebhooksNav } from './webhooks-nav'

/** The route's loader starts reading the list while this screen's code is still on its way. */
export function loadWebhooksPage(queryClient: QueryClient) {
  void queryClient.prefetchQuery(subscriptionsQueryOptions())
}

const OUTCOME_ID = 'webhooks-outcome'

/** What the last action did or why it failed; a 404 says the subscription is gone (the list is read again). */
type Outcome = { tone: 'success' | 'error'; text: string } | null

function failureText(subscription: WebhookSubscription, error: unknown): string {
  if (error instanceof NotFoundError) {
    return `Subscription ${subscription.id} no longer exists: it was deleted, perhaps in another tab or by someone else in your agency. The list below is up to date.`
  }
  return describeError(error)
}

export function WebhooksPage() {
  const list = useSubscriptions()
  const update = useUpdateSubscription({ repeatable: true })
  const remove = useDeleteSubscription()
  const arrivalNotice = useWebhooksNotice()
  const isSandbox = useIsSandbox()
  // What the page before sent along ("Subscription 2 is set up."), read with the heading until an action here says something.
  const [outcome, setOutcome] = useState<Outcome>(arrivalNotice ? { tone: 'success', text: arrivalNotice } : null)
  const arrived = arrivalNotice !== null && outcome?.text === arrivalNotice
  // Bumped when the button that was used may disappear (a deletion, a subscription found gone): the outcome takes the focus.
  const [focusOutcome, setFocusOutcome] = useState(0)
  const outcomeRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusOutcome > 0) outcomeRef.current?.focus()
  }, [focusOutcome])
  const [rotating, setRotating] = useState<WebhookSubscription | null>(null)
  const [deleting, setDeleting] = useState<WebhookSubscription | null>(null)
  const secret = useSecretDialog({ reason: 'rotated', onClosed: () => rotate.reset() })
  // The question closes in the same render as the secret opens, so the focus goes back to the card's button when it closes.
  const rotate = useRotateSecret((value, subscription) => {
    setRotating(null)
    secret.show(value, subscription)
  })

  const failed = (subscription: WebhookSubscription) => (error: unknown) => {
    setOutcome({ tone: 'error', text: failureText(subscription, error) })
    setFocusOutcome((count) => count + 1)
  }
  const actions: CardActions = {
    switchingId: update.busy ? (update.variables?.id ?? null) : null,
    setActive(subscription, active) {
      update.activate(() => {
        setOutcome(null)
        return {
          input: { id: subscription.id, changes: { active } },
          onSuccess: () =>
            setOutcome({
              tone: 'success',
              text: active ? resumedOutcome(subscription.id, isSandbox) : pausedOutcome(subscription.id),
            }),
          onError: failed(subscription),
        }
      })
    },
    askRotate: (subscription) => setRotating(subscription),
    askDelete: (subscription) => setDeleting(subscription),
  }

  const confirmRotate = (subscription: WebhookSubscription) =>
    rotate.activate(() => {
      setOutcome(null)
      return {
        input: subscription.id,
        onSuccess: () => setOutcome({ tone: 'success', text: `Subscription ${subscription.id} has a new signing secret.` }),
        onError: failed(subscription),
        onSettled: () => setRotating(null),
      }
    })
  const confirmDelete = (subscription: WebhookSubscription) =>
    remove.activate(() => {
      setOutcome(null)
      return {
        input: subscription.id,
        onSuccess: () => {
          setOutcome({ tone: 'success', text: `Subscription ${subscription.id} is deleted: nothing more is delivered to ${subscription.endpoint_url}.` })
          setFocusOutcome((count) => count + 1)
        },
        onError: failed(subscription),
        onSettled: () => setDeleting(null),
      }
    })

  return (
    <>
      <PageHeading title="Webhooks" describedBy={arrived ? OUTCOME_ID : undefined}>
        Webhooks
      </PageHeading>
      <WebhooksNav />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-3xl">
          The service sends each event a subscription names to its endpoint, signed with its secret. Everyone in your agency shares these subscriptions.
        </p>
        <Link to={paths.newWebhook} className={buttonClassName('primary')}>
          New subscription
        </Link>
      </div>
      <div ref={outcomeRef} tabIndex={-1}>
        <LiveRegion className="mb-4">
          {outcome?.tone === 'success' && (
            <Alert tone="success" id={OUTCOME_ID}>
              {outcome.text}
            </Alert>
          )}
        </LiveRegion>
        <LiveRegion assertive className="mb-4">
          {outcome?.tone === 'error' && <Alert tone="error">{outcome.text}</Alert>}
        </LiveRegion>
      </div>
      {list.isPending && <p role="status">Loading the subscriptions…</p>}
      {list.error && (
        <LoadFailure title="The subscriptions cannot be shown" onRetry={() => void list.refetch()}>
          {describeError(list.error)}
        </LoadFailure>
      )}
      {list.data?.length === 0 && (
        <p className="rounded-md border border-slate-300 bg-white p-5">
          No subscriptions yet. <Link to={paths.newWebhook}>Create one</Link> to receive events, or try the <Link to={paths.webhookEvents}>event catalog</Link>{' '}
          first.
        </p>
      )}
      <ul className="flex flex-col gap-4">
        {list.data?.map((subscription) => (
          <SubscriptionCard key={subscription.id} subscription={subscription} actions={actions} />
        ))}
      </ul>
      <ConfirmDialog
        open={rotating !== null}
        title="Rotate the signing secret?"
        confirmLabel="Rotate the secret"
        cancelLabel="Keep the current secret"
        busy={rotate.busy}
        onConfirm={() => rotating && confirmRotate(rotating)}
        onCancel={() => setRotating(null)}
      >
        <RotateExplanation subscription={rotating} />
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this subscription?"
        tone="danger"
        role="alertdialog"
        confirmLabel="Delete for good"
        cancelLabel="Keep it"
        busy={remove.busy}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <>
            <p>
              Subscription {deleting.id} to{' '}
              <strong>
                <FreeText>{deleting.endpoint_url}</FreeText>
              </strong>
              .
            </p>
            <p>
              <strong>Deletion is permanent:</strong> there is no undo. Deliveries to this endpoint stop at once, retries already scheduled included. To stop
              deliveries for a while instead, pause it.
            </p>
          </>
        )}
      </ConfirmDialog>
      {secret.dialog}
    </>
  )
}
