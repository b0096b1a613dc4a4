import { describeError } from '@/api/error-message'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FreeText } from '@/components/ui/free-text'
import { ListLine, listStateOf } from '@/components/ui/list-line'
import { formatDateTime } from '@/generic/format'
import { useOutbox } from '../api/get-outbox'

export function OutboxPanel() {
  const outbox = useOutbox()
  return (
    <section id="outbox" aria-labelledby="outbox-heading" className="rounded-md border border-slate-300 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="outbox-heading" className="text-xl font-bold">
          Outbox
        </h2>
        <Button variant="secondary" busy={outbox.isFetching} onClick={() => void outbox.refetch()} aria-label="Refresh the outbox">
          Refresh
        </Button>
      </div>
      <p className="mt-2">E-mails the sandbox would have sent (password reset codes among them), newest first.</p>
      {outbox.error && (
        <Alert tone="error" className="mt-3">
          {describeError(outbox.error)}
        </Alert>
      )}
      <ListLine state={listStateOf(outbox)} loading="Loading the outbox…" empty="No e-mails yet." />
      <ol className="mt-3 space-y-3">
        {outbox.data?.map((email) => (
          <li key={`${email.sent_at}-${email.to}`} className="rounded-md border border-slate-300 p-4">
            <p className="free-text font-semibold">{email.subject}</p>
            <p className="text-sm text-slate-700">
              To <FreeText>{email.to}</FreeText> · {formatDateTime(email.sent_at)}
            </p>
            <p dir="auto" className="free-text mt-2 whitespace-pre-wrap">
              {email.body}
            </p>
          </li>
        ))}
      </ol>
    </section>
  )
}
