import { eventTypeName } from '@/domain/webhook-event-types'

/** An event type in words with its code beside it; a type this portal does not know, as its code alone. */
export function EventTypeName({ type }: { type: string }) {
  const name = eventTypeName(type)
  return (
    <>
      {name && <span className="font-semibold">{name} </span>}
      <code className="break-all rounded bg-slate-100 px-1 font-mono text-sm text-slate-800">{type}</code>
    </>
  )
}
