import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { SIGNING_SECRET_PREFIX } from '@/contract/webhooks'
import { FormKit } from '@/components/form/form-kit'
import { PasswordField } from '@/components/form/password-field'
import { SelectField } from '@/components/form/select-field'
import { TextField } from '@/components/form/text-field'
import { Button } from '@/components/ui/button'
import { CodeBlock } from '@/components/ui/code-block'
import { FormErrorSummary } from '@/components/ui/form-error-summary'
import { eventTypeLabel, webhookEventTypes } from '@/domain/webhook-event-types'
import { defaultSampleForm, sampleFormSchema, type SampleForm } from '../catalog/sample-form'
import { curlCommand, headerBlock, signedSample, type SignedSample } from '../catalog/signed-sample'

const RECEIVER_PLACEHOLDER = 'https://hooks.example.com/insurer'
const EVENT_OPTIONS = webhookEventTypes.map(({ type }) => [type, eventTypeLabel(type)] as const)

interface Signed {
  sample: SignedSample
  eventId: string
  receiverUrl: string
}

/**
 * A delivery signed in the browser with a secret the person types, and the curl command that sends it
 * to their receiver: a test before the first real event. The secret stays in this form's memory.
 */
export function SignedSamplePanel() {
  const form = useForm<SampleForm>({ resolver: zodResolver(sampleFormSchema), defaultValues: defaultSampleForm, shouldFocusError: false })
  const { errors, submitCount } = form.formState
  const [signed, setSigned] = useState<Signed | null>(null)
  // A sample belongs to the choices it was signed with: any change puts it away.
  useEffect(() => form.subscribe({ formState: { values: true }, callback: () => setSigned(null) }), [form])
  const sign = form.handleSubmit(async ({ type, secret, receiverUrl }) => {
    const eventId = crypto.randomUUID()
    setSigned({ sample: await signedSample(type, secret, new Date(), eventId), eventId, receiverUrl })
  })

  return (
    <section aria-labelledby="sample-heading" className="rounded-md border border-slate-300 bg-white p-5">
      <h2 id="sample-heading" className="text-2xl font-bold">
        Test your receiver with a signed sample
      </h2>
      <p className="mt-2 mb-5 max-w-3xl">
        Your secret signs a sample here, in your browser, for a curl command that sends it to your receiver. <strong>It is not stored or sent anywhere.</strong>
      </p>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <form noValidate autoComplete="off" onSubmit={(event) => void sign(event)} className="flex max-w-3xl flex-col gap-5">
        <FormKit form={form}>
          <SelectField<SampleForm> name="type" label="Event type" options={EVENT_OPTIONS} placeholder={null} width="lg" />
          <PasswordField<SampleForm>
            name="secret"
            label="Signing secret"
            hint={`The whole secret, ${SIGNING_SECRET_PREFIX} included.`}
            autoComplete="off"
            secret
          />
          <TextField<SampleForm>
            name="receiverUrl"
            label="Your receiver’s URL"
            optional
            hint={`Only written into the curl command; for example ${RECEIVER_PLACEHOLDER}.`}
            kind="url"
            width="full"
          />
        </FormKit>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{signed ? 'Sign a new sample' : 'Sign a sample'}</Button>
        </div>
      </form>
      {signed && (
        <div className="mt-6 flex flex-col gap-6">
          <p>
            A new sample has a new event id (<code className="break-all">{signed.eventId}</code>) and time: your receiver should handle an event once, however
            often it arrives, so send the same one twice to test that.
          </p>
          <CodeBlock label="curl command (POSIX shell)" code={curlCommand(signed.receiverUrl || RECEIVER_PLACEHOLDER, signed.sample)} />
          <CodeBlock label="Body: the exact bytes that are signed" code={signed.sample.body} />
          <CodeBlock label="Headers" code={headerBlock(signed.sample.headers)} />
        </div>
      )}
    </section>
  )
}
