import { WEBHOOK_HEADERS } from '@/contract/webhooks'
import { Alert } from '@/components/ui/alert'
import type { HeaderCheck, Verdict } from '../signing/verify'

const CHECK_WORDS: Record<HeaderCheck, string> = {
  absent: 'not given',
  malformed: 'not a signature: expected 64 lower-case hex characters',
  matches: 'matches',
  differs: 'does not match',
}

function Details({ verdict }: { verdict: Verdict }) {
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      <dt className="font-semibold">{WEBHOOK_HEADERS.signature}</dt>
      <dd>{CHECK_WORDS[verdict.current]}</dd>
      <dt className="font-semibold">{WEBHOOK_HEADERS.previousSignature}</dt>
      <dd>{CHECK_WORDS[verdict.previous]}</dd>
      <dt className="font-semibold">Signed bytes</dt>
      <dd>{verdict.bodyBytes} (UTF-8)</dd>
      <dt className="font-semibold">This secret signs them as</dt>
      <dd className="break-all font-mono">{verdict.expected}</dd>
    </dl>
  )
}

/** Which header the secret signed, in words, with what to do next. */
export function VerdictReport({ verdict }: { verdict: Verdict }) {
  if (verdict.matched === 'current') {
    return (
      <Alert tone="success" title="Valid: the current signature matches">
        <p>{WEBHOOK_HEADERS.signature} was made from these bytes with this secret: it is the subscription’s current secret.</p>
        <Details verdict={verdict} />
      </Alert>
    )
  }
  if (verdict.matched === 'previous') {
    return (
      <Alert tone="success" title="Valid: the previous signature matches">
        <p>
          {WEBHOOK_HEADERS.previousSignature} was made from these bytes with this secret: it is the secret that was replaced by a rotation, which keeps signing
          for 24 hours after it. Switch your receiver to the new secret before that window ends.
        </p>
        <Details verdict={verdict} />
      </Alert>
    )
  }
  return (
    <Alert tone="error" title="No signature matches">
      <p>Neither header was made from these bytes with this secret. The usual causes:</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>another secret: a different subscription’s, or one replaced by a rotation more than 24 hours ago;</li>
        <li>other bytes: the body was re-formatted or parsed and written again, or a space or line break was added or lost on the way here;</li>
        <li>a header copied in part.</li>
      </ul>
      <Details verdict={verdict} />
    </Alert>
  )
}
