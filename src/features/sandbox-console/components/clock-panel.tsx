import { describeError } from '@/api/error-message'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/generic/format'
import { useAdvanceSandboxClock } from '../api/advance-clock'
import { useSandboxClock } from '../api/get-clock'
import { LiveRegion } from '@/components/ui/live-region'

const CLOCK_STEPS = [
  { seconds: 60, label: 'Advance 1 minute' },
  { seconds: 3600, label: 'Advance 1 hour' },
  { seconds: 86_400, label: 'Advance 1 day' },
]

/** Moves the sandbox's "now"; delivery retries that become due run at once (`onMoved` watches the ledger for them). */
export function ClockPanel({ onMoved }: { onMoved: () => void }) {
  const clock = useSandboxClock()
  const advance = useAdvanceSandboxClock()
  return (
    <section aria-labelledby="clock-heading" className="rounded-md border border-slate-300 bg-white p-5">
      <h2 id="clock-heading" className="text-xl font-bold">
        Clock
      </h2>
      <p className="mt-2">
        Sandbox time: <strong>{clock.data ? formatDateTime(clock.data.now) : '…'}</strong>. Token expiry, notice dates, a rotated secret’s 24 hours and delivery
        retries follow it. Retries come 1 min, 5 min, 15 min, 1 h, 3 h, 6 h and 12 h after the attempt before each.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {CLOCK_STEPS.map((step) => (
          <Button key={step.seconds} variant="secondary" busy={advance.busy} onClick={() => advance.send(step.seconds, { onSuccess: onMoved })}>
            {step.label}
          </Button>
        ))}
      </div>
      <LiveRegion assertive>{advance.error && <p className="mt-2 text-red-700">{describeError(advance.error)}</p>}</LiveRegion>
    </section>
  )
}
