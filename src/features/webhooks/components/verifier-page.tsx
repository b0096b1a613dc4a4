import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { SIGNING_SECRET_PREFIX, WEBHOOK_HEADERS } from '@/contract/webhooks'
import { Fieldset } from '@/components/form/fieldset'
import { FormKit } from '@/components/form/form-kit'
import { PasswordField } from '@/components/form/password-field'
import { TextAreaField } from '@/components/form/text-area-field'
import { TextField } from '@/components/form/text-field'
import { Button } from '@/components/ui/button'
import { CodeBlock } from '@/components/ui/code-block'
import { FormErrorSummary } from '@/components/ui/form-error-summary'
import { PageHeading } from '@/components/ui/page-heading'
import { WebhooksNav } from './webhooks-nav'
import { parseHeaderBlock, signaturesFrom } from '../signing/header-block'
import { bodyWarnings, verifyDelivery, type Verdict } from '../signing/verify'
import { receiverSamples } from '../verifier/receiver-samples'
import { VerdictReport } from './verdict-report'
import { emptyVerifierForm, verifierFormSchema, type VerifierForm } from '../verifier/verifier-form'
import { LiveRegion } from '@/components/ui/live-region'

const BODY_HINT =
  'Exactly as your receiver got it, from a raw log: the signature covers every byte, spaces and line breaks (CRLF or LF) included. Line breaks typed or pasted here are read as LF.'

/** The header block fills the two signature fields as it is pasted; the fields can still be edited by hand. */
function useSignaturesFromBlock(form: ReturnType<typeof useForm<VerifierForm>>) {
  const block = useWatch({ control: form.control, name: 'headerBlock' })
  const found = useMemo(() => (block.trim() === '' ? null : signaturesFrom(parseHeaderBlock(block))), [block])
  useEffect(() => {
    if (found?.signature) form.setValue('signature', found.signature)
    if (found?.previousSignature) form.setValue('previousSignature', found.previousSignature)
  }, [found, form])
  if (!found) return null
  const names = [found.signature && WEBHOOK_HEADERS.signature, found.previousSignature && WEBHOOK_HEADERS.previousSignature].filter(Boolean)
  return names.length > 0 ? `Read from the block: ${names.join(' and ')}.` : `No ${WEBHOOK_HEADERS.signature} header in the block yet.`
}

function BodyWarnings({ form }: { form: ReturnType<typeof useForm<VerifierForm>> }) {
  const body = useWatch({ control: form.control, name: 'body' })
  const secret = useWatch({ control: form.control, name: 'secret' })
  const warnings = [...bodyWarnings(body)]
  if (secret.trim() !== '' && !secret.trim().startsWith(SIGNING_SECRET_PREFIX)) {
    warnings.push(`Secrets start with ${SIGNING_SECRET_PREFIX}: paste the whole secret, prefix included, as the HMAC key is all of it.`)
  }
  if (warnings.length === 0) return null
  return (
    <ul className="list-disc space-y-1 rounded-md border-l-4 border-amber-600 bg-amber-50 py-3 pr-3 pl-8 text-sm">
      {warnings.map((warning) => (
        <li key={warning}>{warning}</li>
      ))}
    </ul>
  )
}

export function VerifierPage() {
  const form = useForm<VerifierForm>({ resolver: zodResolver(verifierFormSchema), defaultValues: emptyVerifierForm, shouldFocusError: false })
  const { errors, submitCount } = form.formState
  const [verdict, setVerdict] = useState<Verdict | null>(null)
  const result = useRef<HTMLDivElement>(null)
  const foundInBlock = useSignaturesFromBlock(form)
  // A verdict is about the values it was made from: any change puts it away.
  useEffect(() => form.subscribe({ formState: { values: true }, callback: () => setVerdict(null) }), [form])
  useEffect(() => {
    if (verdict) result.current?.focus()
  }, [verdict])
  const onSubmit = form.handleSubmit(async (values) => setVerdict(await verifyDelivery(values)))

  return (
    <>
      <PageHeading title="Signature verifier">Signature verifier</PageHeading>
      <WebhooksNav />
      <div className="max-w-3xl">
        <p className="mb-6">
          Paste a delivery and its subscription’s secret: your browser checks both signature headers against the body.{' '}
          <strong>Nothing you type here is stored or sent anywhere.</strong>
        </p>
        <FormErrorSummary errors={errors} submitCount={submitCount} />
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6" autoComplete="off">
          <FormKit form={form}>
            <TextAreaField<VerifierForm> name="body" label="Raw body" hint={BODY_HINT} rows={6} code />
            <Fieldset legend="Signature headers" size="question">
              <TextAreaField<VerifierForm>
                name="headerBlock"
                label="Header block"
                optional
                hint="Paste the delivery’s headers as your receiver logged them (Name: value lines, or a JSON object): the signatures below are read from it."
                rows={5}
                code
              />
              <LiveRegion className="text-sm text-slate-700">{foundInBlock}</LiveRegion>
              <TextField<VerifierForm> name="signature" label={WEBHOOK_HEADERS.signature} kind="verbatim" width="full" />
              <TextField<VerifierForm>
                name="previousSignature"
                label={WEBHOOK_HEADERS.previousSignature}
                hint="Only in the 24 hours after a secret rotation."
                optional
                kind="verbatim"
                width="full"
              />
            </Fieldset>
            <PasswordField<VerifierForm>
              name="secret"
              label="Signing secret"
              hint={`The whole secret, ${SIGNING_SECRET_PREFIX} included: the HMAC key is all of it, as text.`}
              autoComplete="off"
              secret
            />
          </FormKit>
          <BodyWarnings form={form} />
          <div>
            <Button type="submit">Check the signature</Button>
          </div>
        </form>
        <div ref={result} tabIndex={-1} className="mt-6">
          {verdict && <VerdictReport verdict={verdict} />}
        </div>
      </div>
      <section aria-labelledby="receivers-heading" className="mt-10">
        <h2 id="receivers-heading" className="mb-2 text-2xl font-bold">
          Receiver code to copy
        </h2>
        <p className="mb-6 max-w-3xl">
          Each one checks both signature headers over the raw body in constant time, answers 401 to a delivery neither secret signed (a 4xx is not retried: the
          event waits in the ledger for a replay), and handles each <code>event_id</code> once, as retries and replays repeat it.
        </p>
        <div className="flex flex-col gap-4">
          {receiverSamples.map((sample, index) => (
            <details key={sample.id} open={index === 0} className="rounded-md border border-slate-300 bg-white p-4">
              <summary className="cursor-pointer text-lg font-semibold">{sample.title}</summary>
              <div className="mt-4">
                <CodeBlock label={sample.file} name={`${sample.file}, ${sample.title}`} code={sample.code} />
              </div>
            </details>
          ))}
        </div>
      </section>
    </>
  )
}
