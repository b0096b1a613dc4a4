import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import type { SubmissionEventResult } from '@/contract/sandbox-control'
import { PUBLIC_REPLY_EVENT_TYPE } from '@/contract/webhooks'
import { FieldValidationError, NotFoundError } from '@/api/errors'
import { describeError } from '@/api/error-message'
import { applyFieldErrors } from '@/components/form/apply-field-errors'
import { FormKit } from '@/components/form/form-kit'
import { SelectField } from '@/components/form/select-field'
import { TextAreaField } from '@/components/form/text-area-field'
import { TextField } from '@/components/form/text-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CodeBlock } from '@/components/ui/code-block'
import { FormErrorSummary } from '@/components/ui/form-error-summary'
import { Id } from '@/components/ui/id'
import { notePath } from '@/domain/paths'
import { submissionStatusLabel } from '@/domain/submission-status'
import { eventTypeLabel, webhookEventTypes } from '@/domain/webhook-event-types'
import { useDriveEvent } from '../api/drive-event'
import { emptyEventForm, eventFieldOf, eventFormSchema, eventRequestOf, type EventForm } from '../event-form'

const EVENT_OPTIONS = webhookEventTypes.map(({ type }) => [type, eventTypeLabel(type)] as const)

function Recorded({ result }: { result: SubmissionEventResult }) {
  const { event, submission_status } = result
  return (
    <div className="mt-6 flex flex-col gap-4">
      <Alert
        tone="success"
        title={
          <>
            {eventTypeLabel(event.event_type)} recorded on <Id>{event.display_id}</Id>
          </>
        }
      >
        <p>
          Status now: {submissionStatusLabel(submission_status)}. The event goes to the agency’s active subscriptions that name it. Their attempts appear in the
          ledger below.
        </p>
        {'note_id' in event && (
          <p className="mt-2">
            <Link to={notePath(event.display_id, event.note_id)}>
              Read reply <Id>{event.note_id}</Id> on <Id>{event.display_id}</Id>
            </Link>{' '}
            (signed in as an account of its agency): the delivery names the note, never its text.
          </p>
        )}
      </Alert>
      <CodeBlock label="The payload subscribers receive" code={JSON.stringify(event, null, 2)} />
    </div>
  )
}

/** Drives a submission through the moves and events of sections 3 and 6, as the policy system would. */
export function EventDriverPanel({ onSent }: { onSent: () => void }) {
  const form = useForm<EventForm>({ resolver: zodResolver(eventFormSchema), defaultValues: emptyEventForm, shouldFocusError: false })
  const { errors, submitCount } = form.formState
  const type = useWatch({ control: form.control, name: 'type' })
  const drive = useDriveEvent()
  const [refusal, setRefusal] = useState<string | null>(null)
  const onSubmit = drive.submit(form.handleSubmit, (values) => {
    setRefusal(null)
    return {
      input: { displayId: values.displayId, request: eventRequestOf(values) },
      onSuccess: onSent,
      onError: (error) => {
        if (error instanceof FieldValidationError) {
          setRefusal(
            applyFieldErrors(form, error, eventFieldOf)
              .map(({ message }) => message)
              .join(' ') || null,
          )
        } else if (error instanceof NotFoundError) {
          form.setError('displayId', { message: `There is no submission ${values.displayId} in the sandbox.` })
        } else {
          setRefusal(describeError(error))
        }
      },
    }
  })
  return (
    <section aria-labelledby="events-heading" className="rounded-md border border-slate-300 bg-white p-5">
      <h2 id="events-heading" className="text-xl font-bold">
        Send a submission event
      </h2>
      <p className="mt-2 mb-4 max-w-3xl">Moves a submission as the policy system would, and sends the event to its agency’s webhook subscriptions.</p>
      <FormErrorSummary errors={errors} serverMessage={refusal} submitCount={submitCount} />
      <form noValidate onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-5">
        <FormKit form={form}>
          <TextField<EventForm>
            name="displayId"
            label="Submission or policy id"
            hint={
              <>
                Of any agency: <Id>BR-10001</Id> is Bound, <Id>BR-10002</Id> is Quoted, <Id>SM-10001</Id> is Summit’s.
              </>
            }
            width="id"
            code
          />
          <SelectField<EventForm> name="type" label="Event" options={EVENT_OPTIONS} placeholder="Choose an event" width="lg" />
          <TextField<EventForm>
            name="transactionId"
            label="Transaction id"
            optional
            hint="Leave it empty to use the latest transaction (for a bind: the new-business one)."
            kind="digits"
            width="xs"
          />
          {type === PUBLIC_REPLY_EVENT_TYPE && (
            <TextAreaField<EventForm>
              name="noteBody"
              label="Reply text"
              optional
              hint="Posted as a real public reply; the delivery carries its note id, never this text."
            />
          )}
        </FormKit>
        <div>
          <Button type="submit" busy={drive.busy}>
            Send the event
          </Button>
        </div>
      </form>
      {drive.data && <Recorded result={drive.data} />}
    </section>
  )
}
