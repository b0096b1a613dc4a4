import { useNavigate } from 'react-router'
import { describeError } from '@/api/error-message'
import { PageHeading } from '@/components/ui/page-heading'
import { paths } from '@/lib/paths'
import { useCreateSubscription } from '../api/create-subscription'
import { createRequestOf, emptySubscriptionForm } from '../form'
import { useSecretDialog } from './secret-dialog'
import { useSubscriptionForm } from './use-subscription-form'
import { SubscriptionFormView } from './subscription-form-view'
import type { WebhooksNotice } from './webhooks-notice'

export function NewSubscriptionPage() {
  const navigate = useNavigate()
  const secret = useSecretDialog({
    reason: 'created',
    onClosed: (subscription) =>
      void navigate(paths.webhooks, { state: { notice: `Subscription ${subscription.id} is set up.` } satisfies WebhooksNotice }),
  })
  const create = useCreateSubscription(secret.show)
  const { form, submit, unplaced, failure, sending } = useSubscriptionForm(emptySubscriptionForm(), (values) =>
    create.mutateAsync(createRequestOf(values)),
  )
  return (
    <div className="max-w-3xl">
      <PageHeading title="New webhook subscription">New webhook subscription</PageHeading>
      <p className="mb-6">
        The service will POST each event you choose to your endpoint, signed with a secret that is shown to you once, when the subscription is
        created.
      </p>
      <SubscriptionFormView mode="create" form={form} submit={submit} sending={sending} serverMessage={failure ? describeError(failure) : unplaced} />
      {secret.dialog}
    </div>
  )
}
