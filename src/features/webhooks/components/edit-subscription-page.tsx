import type { QueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { WebhookSubscription } from '@/contract/webhooks'
import { NotFoundError } from '@/api/errors'
import { describeError } from '@/api/error-message'
import { LoadFailure } from '@/components/ui/load-failure'
import { Alert } from '@/components/ui/alert'
import { Id } from '@/components/ui/id'
import { PageHeading } from '@/components/ui/page-heading'
import { paths } from '@/domain/paths'
import { subscriptionQueryOptions, useSubscription } from '../api/get-subscription'
import { useUpdateSubscription } from '../api/update-subscription'
import { changesOf, formOf } from '../form'
import { SubscriptionFormView } from './subscription-form-view'
import { useSubscriptionForm } from './use-subscription-form'
import type { WebhooksNotice } from './webhooks-notice'

/** Ids as the service writes them; anything else names no subscription. */
const idOf = (text: string | undefined): number | null => (text && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null)

export function loadEditSubscriptionPage(queryClient: QueryClient, { params }: LoaderFunctionArgs) {
  const id = idOf(params.id)
  if (id !== null) void queryClient.prefetchQuery(subscriptionQueryOptions(id))
}

function GoneAlert({ id }: { id: string }) {
  return (
    <Alert tone="error" role="alert" title="This subscription no longer exists">
      <p>
        Subscription <Id>{id}</Id> was deleted, perhaps in another tab or by someone else in your agency, or it never belonged to your agency.{' '}
        <Link to={paths.webhooks}>See the current subscriptions</Link>.
      </p>
    </Alert>
  )
}

function EditForm({ subscription }: { subscription: WebhookSubscription }) {
  const navigate = useNavigate()
  const update = useUpdateSubscription()
  const backToList = (notice: string) => void navigate(paths.webhooks, { state: { notice } satisfies WebhooksNotice })
  const { form, submit, unplaced, failure, sending } = useSubscriptionForm(formOf(subscription), update, (values) => {
    const changes = changesOf(subscription, values)
    if (changes) return { input: { id: subscription.id, changes }, onSuccess: () => backToList(`Subscription ${subscription.id} is saved.`) }
    backToList(`Nothing changed in subscription ${subscription.id}.`)
    return null
  })
  if (failure instanceof NotFoundError) return <GoneAlert id={String(subscription.id)} />
  return <SubscriptionFormView mode="edit" form={form} submit={submit} sending={sending} serverMessage={failure ? describeError(failure) : unplaced} />
}

export function EditSubscriptionPage() {
  const { id: idText = '' } = useParams()
  const id = idOf(idText)
  return (
    <div className="max-w-3xl">
      <PageHeading title={`Edit subscription ${idText}`}>
        Edit subscription <Id>{idText}</Id>
      </PageHeading>
      <p className="mb-6">Change where events go and which ones. The signing secret stays the same; rotate it from the list.</p>
      {id === null ? <GoneAlert id={idText} /> : <LoadedEditForm id={id} />}
    </div>
  )
}

function LoadedEditForm({ id }: { id: number }) {
  const subscription = useSubscription(id)
  if (subscription.isPending) return <p role="status">Loading the subscription…</p>
  if (subscription.error instanceof NotFoundError) return <GoneAlert id={String(id)} />
  if (subscription.error)
    return (
      <LoadFailure title="The subscription cannot be shown" onRetry={() => void subscription.refetch()}>
        {describeError(subscription.error)}
      </LoadFailure>
    )
  return <EditForm subscription={subscription.data} />
}
