import { useQueryClient } from '@tanstack/react-query'
import { publicApiRequest } from '@/api/client'
import { clockSchema } from '@/contract/sandbox-control'
import { useSend } from '@/api/use-send'
import { CONSOLE_SHOWS_IT } from './interrupted-words'
import { sandboxKeys } from './keys'

/** POST /__sandbox/clock: moves the sandbox's "now" on. */
function advanceClock(advanceSeconds: number) {
  return publicApiRequest({ method: 'POST', base: 'sandbox-control', path: '/clock', body: { advanceSeconds }, responseSchema: clockSchema })
}

export function useAdvanceSandboxClock() {
  const queryClient = useQueryClient()
  return useSend({
    repeatable: true,
    mutationFn: advanceClock,
    onSuccess: (clock) => {
      queryClient.setQueryData(sandboxKeys.clock(), clock)
      // Retries that became due run now: the ledger changes.
      return queryClient.invalidateQueries({ queryKey: sandboxKeys.deliveries() })
    },
    interrupted: { what: 'The move of the sandbox clock', again: 'Move it again if you still want to.', findOut: CONSOLE_SHOWS_IT },
  })
}
