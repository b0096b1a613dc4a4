import { useState } from 'react'
import { WEBHOOK_CONTENT_TYPE, WEBHOOK_HEADERS } from '@/contract/webhooks'
import { CodeBlock } from '@/components/ui/code-block'
import { PageHeading } from '@/components/ui/page-heading'
import { webhookEventTypes } from '@/domain/webhook-event-types'
import { headerBlock } from '../catalog/signed-sample'
import { examplePayload } from '../catalog/example-payloads'
import { EventTypeName } from './event-type-name'
import { SignedSamplePanel } from './signed-sample-panel'
import { WebhooksNav } from './webhooks-nav'

const EXAMPLE_EVENT_ID = '0f8e5c4a-3b2d-4e1f-9a8b-7c6d5e4f3a2b'

/** The examples' event, occurring the minute the page opened: an example date is never one that has gone by. */
function exampleAt(now: Date) {
  const occurredAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000)
  const headers = headerBlock([
    ['Content-Type', WEBHOOK_CONTENT_TYPE],
    [WEBHOOK_HEADERS.eventId, EXAMPLE_EVENT_ID],
    [WEBHOOK_HEADERS.timestamp, String(occurredAt.getTime() / 1000)],
    [WEBHOOK_HEADERS.signature, '<hex HMAC-SHA256 of the raw body with your secret>'],
    [WEBHOOK_HEADERS.previousSignature, '<the same with the previous secret>'],
  ])
  return { details: { eventId: EXAMPLE_EVENT_ID, occurredAt: occurredAt.toISOString() }, headers }
}

const HEADER_MEANINGS: readonly (readonly [string, string])[] = [
  [WEBHOOK_HEADERS.eventId, 'The body’s event_id: the same on every retry and replay of the event. Handle each once.'],
  [WEBHOOK_HEADERS.timestamp, 'Unix seconds when this attempt was sent. Advisory: not covered by the signature.'],
  [WEBHOOK_HEADERS.signature, 'Lower-case hex HMAC-SHA256 of the exact body bytes, keyed with the whole secret as text.'],
  [WEBHOOK_HEADERS.previousSignature, 'The same with the secret a rotation replaced: sent only during the 24 hours after it.'],
]

export function EventCatalogPage() {
  const [example] = useState(() => exampleAt(new Date()))
  return (
    <>
      <PageHeading title="Event catalog">Webhook event catalog</PageHeading>
      <WebhooksNav />
      <SignedSamplePanel />
      <section aria-labelledby="types-heading" className="mt-10">
        <h2 id="types-heading" className="mb-2 text-2xl font-bold">
          Event types
        </h2>
        <p className="mb-4 max-w-3xl">
          Every event the service sends, what fires it, and an example delivery. Each is an HTTPS POST whose JSON body is keyed on the submission’s display id;
          it never carries documents or download links. An event can arrive more than once (same <code>event_id</code>) and out of order. The examples are
          spread over lines to read; deliveries are compact JSON on one line, and the signature covers those exact bytes. The headers:
        </p>
        <dl className="grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)]">
          {HEADER_MEANINGS.map(([name, meaning]) => (
            <div key={name} className="contents">
              <dt className="font-mono text-sm font-semibold break-all">{name}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-8 flex flex-col gap-8">
          {webhookEventTypes.map(({ type, firesWhen }) => (
            <li key={type}>
              <article aria-labelledby={`${type}-heading`} className="rounded-md border border-slate-300 bg-white p-5">
                <h3 id={`${type}-heading`} className="text-xl">
                  <EventTypeName type={type} />
                </h3>
                <p className="mt-2 mb-4">{firesWhen}</p>
                <div className="flex flex-col gap-4">
                  <CodeBlock
                    label="Example payload"
                    name={`Example payload of ${type}`}
                    code={JSON.stringify(examplePayload(type, example.details), null, 2)}
                  />
                  <CodeBlock label="Its headers" name={`Headers of ${type}`} code={example.headers} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
