import { useNavigate } from 'react-router'
import { describeError } from '@/api/error-message'
import { whyUnconfirmed } from '@/api/unconfirmed'
import { PageHeading } from '@/components/ui/page-heading'
import { paths } from '@/domain/paths'
import { useCreateSubscription } from '../api/create-subscription'
import { createRequestOf, emptySubscriptionForm } from '../form'
import { useSecretDialog } from './secret-dialog'
import { useSubscriptionForm } from './use-subscription-form'
import { SubscriptionFormView } from './subscription-form-view'
import type { WebhooksNotice } from './webhooks-notice'

/** A create that may have happened is not offered as safe to repeat: a second one would be a second subscription. */
function createFailureText(error: unknown): string {
  const unconfirmed = whyUnconfirmed(error)
  if (!unconfirmed) return describeError(error)
  return `The service did not confirm the subscription. ${unconfirmed} It may have been created all the same: check the list of subscriptions before you send it again. What you entered is still here.`
}

export function NewSubscriptionPage() {
  const navigate = useNavigate()
  const secret = useSecretDialog({
    reason: 'created',
    onClosed: (subscription) => void navigate(paths.webhooks, { state: { notice: `Subscription ${subscription.id} is set up.` } satisfies WebhooksNotice }),
  })
  const create = useCreateSubscription(secret.show)
  const { form, submit, unplaced, failure, sending } = useSubscriptionForm(emptySubscriptionForm(), create, (values) => ({ input: createRequestOf(values) }))
  return (
    <div className="max-w-3xl">
      <PageHeading title="New webhook subscription">New webhook subscription</PageHeading>
      <p className="mb-6">
        The service will POST each event you choose to your endpoint, signed with a secret that is shown to you once, when the subscription is created.
      </p>
      <SubscriptionFormView mode="create" form={form} submit={submit} sending={sending} serverMessage={failure ? createFailureText(failure) : unplaced} />
      {secret.dialog}
    </div>
  )
}
