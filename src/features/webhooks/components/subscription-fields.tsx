import { PUBLIC_REPLY_EVENT_TYPE } from '@/contract/webhooks'
import { CheckField } from '@/components/form/check-field'
import { Fieldset } from '@/components/form/fieldset'
import { TextField } from '@/components/form/text-field'
import { webhookEventTypes } from '@/domain/webhook-event-types'
import { eventKeyOf, type SubscriptionForm } from '../form'
import { NOT_DELIVERED_WHILE_PAUSED } from '../pause-words'
import { EventTypeName } from './event-type-name'

const EARLY_ACCESS_NOTE =
  'Early access, enabled per account. The portal cannot tell in advance whether yours has it: if not, the service refuses it and says so here.'

/** The endpoint and the event types; on create also whether deliveries start at once. */
export function SubscriptionFields({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <>
      <TextField<SubscriptionForm>
        name="endpointUrl"
        label="Endpoint URL"
        hint="The HTTPS address of your receiver, like https://hooks.example.com/insurer. HTTPS only: deliveries carry submission data."
        width="full"
        kind="url"
      />
      <Fieldset legend="Event types" hint="Choose what the service sends to this endpoint." anchor="events" size="question">
        {webhookEventTypes.map(({ type, firesWhen }) => (
          <CheckField<SubscriptionForm>
            key={type}
            name={`events.${eventKeyOf(type)}`}
            label={<EventTypeName type={type} />}
            hint={type === PUBLIC_REPLY_EVENT_TYPE ? `${firesWhen} ${EARLY_ACCESS_NOTE}` : firesWhen}
          />
        ))}
      </Fieldset>
      {mode === 'create' && (
        <CheckField<SubscriptionForm>
          name="active"
          variant="switch"
          label="Deliver events as soon as it is created"
          hint={`Turn this off to set the subscription up before your receiver is ready; resume it from the list. ${NOT_DELIVERED_WHILE_PAUSED}`}
        />
      )}
    </>
  )
}
